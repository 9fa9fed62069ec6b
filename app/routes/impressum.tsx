import { LegalDocument } from "~/components/sections/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { impressum, impressumHeader, impressumMeta } from "~/content/legal/impressum";
import { pageMeta, webPageJsonLd } from "~/lib/meta";

export function meta() {
  return pageMeta({
    ...impressumMeta,
    path: "/impressum",
    jsonLd: webPageJsonLd(impressumMeta.title, impressumMeta.description, "/impressum"),
  });
}

export default function ImpressumPage() {
  return (
    <>
      <PageHeader eyebrow={impressumHeader.eyebrow} title={impressumHeader.title} intro={impressumHeader.intro} />
      <LegalDocument sections={impressum} layout="cards" />
    </>
  );
}
