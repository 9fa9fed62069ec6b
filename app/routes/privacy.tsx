import { Chip } from "~/components/ui/chip";
import { LegalDocument } from "~/components/sections/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { privacy, privacyHeader, privacyHighlights, privacyMeta } from "~/content/legal/privacy";
import { pageMeta, webPageJsonLd } from "~/lib/meta";

export function meta() {
  return pageMeta({
    ...privacyMeta,
    path: "/privacy",
    jsonLd: webPageJsonLd(privacyMeta.title, privacyMeta.description, "/privacy"),
  });
}

export default function PrivacyPage() {
  return (
    <>
      <PageHeader eyebrow={privacyHeader.eyebrow} title={privacyHeader.title} intro={privacyHeader.intro}>
        <ul className="mt-8 flex flex-wrap gap-2" aria-label="Auf einen Blick">
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
