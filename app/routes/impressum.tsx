import { LegalDocument } from "~/components/sections/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { impressum, impressumHeader, impressumMeta } from "~/content/legal/impressum";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import type { Route } from "./+types/impressum";
import { paths } from "~/paths";

export const meta: Route.MetaFunction = () => {
  return pageMeta({
    ...impressumMeta,
    path: paths.impressum,
    jsonLd: webPageJsonLd(impressumMeta.title, impressumMeta.description, paths.impressum),
  });
};

export default function ImpressumPage() {
  return (
    <>
      <PageHeader eyebrow={impressumHeader.eyebrow} title={impressumHeader.title} intro={impressumHeader.intro} />
      <LegalDocument sections={impressum} layout="cards" />
    </>
  );
}
