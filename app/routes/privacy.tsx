import { Chip } from "~/components/ui/chip";
import { LegalDocument } from "~/components/sections/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { privacy, privacyHeader, privacyHighlights, privacyMeta } from "~/content/legal/privacy";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import type { Route } from "./+types/privacy";
import { paths } from "~/paths";

export const meta: Route.MetaFunction = () => {
  return pageMeta({
    ...privacyMeta,
    path: paths.privacy,
    jsonLd: webPageJsonLd(privacyMeta.title, privacyMeta.description, paths.privacy),
  });
};

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={privacyHeader.eyebrow} title={privacyHeader.title} intro={privacyHeader.intro}>
        <ul className="mt-8 flex flex-wrap gap-2" aria-label={privacyHeader.highlightsLabel}>
          {privacyHighlights.map((h) => (
            <li key={h}>
              <Chip tone="dark">{h}</Chip>
            </li>
          ))}
        </ul>
      </PageHeader>
      <LegalDocument sections={privacy} />
    </>
  );
}
