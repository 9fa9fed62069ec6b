import { Chip } from "~/components/ui/chip";
import { LegalDocument } from "~/components/sections/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import type { Edition } from "~/content-model/edition";
import { legalTypeset, type Rich } from "~/content-model/legal/document";
import { impressum, type ImpressumPhrases } from "~/content-model/legal/impressum";
import { builtPrivacyFacts, type PrivacyFacts } from "~/content-model/legal/operation";
import { privacyPolicy, type PrivacyPhrases } from "~/content-model/legal/privacy-policy";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import { pageHandle } from "~/lib/page-handle";
import type { ServerRequestValues } from "~/lib/request-context.server";

/** The Impressum (§ 5 DDG) of an edition: the German text, or its English courtesy translation. */
export function impressumPage(
  edition: Edition,
  text: {
    meta: { title: string; description: string };
    header: { eyebrow: string; title: string; intro: string };
    phrases: ImpressumPhrases;
    /** An English courtesy translation says above its sections that the German text is binding. */
    notice?: readonly Rich[];
  },
) {
  const path = edition.paths.impressum;
  const document = impressum(text.phrases);
  return {
    handle: pageHandle(edition),
    meta: () => pageMeta({ ...text.meta, path, jsonLd: webPageJsonLd(text.meta.title, text.meta.description, path) }),
    Component: function ImpressumPage() {
      return (
        <>
          <PageHeader eyebrow={text.header.eyebrow} title={text.header.title} intro={text.header.intro} />
          <LegalDocument
            sections={document}
            layout="cards"
            labels={{ tableOfContents: edition.shared.tableOfContents, typeset: legalTypeset[edition.language] }}
            notice={text.notice}
          />
        </>
      );
    },
  };
}

/**
 * The privacy policy (Art. 13 GDPR) of an edition. It states how the server is run: prerendered with the
 * build's configuration; a server whose configuration differs renders this page per request with its
 * own (server/app.ts), so a visitor never reads a policy that is untrue of the server answering.
 */
export function privacyPage(
  edition: Edition,
  text: {
    meta: { title: string; description: string };
    header: { eyebrow: string; title: string; intro: string; highlightsLabel: string };
    highlights: readonly string[];
    phrases: PrivacyPhrases;
    /** An English courtesy translation says above its sections that the German text is binding. */
    notice?: readonly Rich[];
  },
) {
  const path = edition.paths.privacy;
  return {
    handle: pageHandle(edition),
    meta: () => pageMeta({ ...text.meta, path, jsonLd: webPageJsonLd(text.meta.title, text.meta.description, path) }),
    Component: function PrivacyPage({ loaderData }: { loaderData: { facts: PrivacyFacts } }) {
      return (
        <>
          <PageHeader eyebrow={text.header.eyebrow} title={text.header.title} intro={text.header.intro}>
            <ul className="mt-8 flex flex-wrap gap-2" aria-label={text.header.highlightsLabel}>
              {text.highlights.map((h) => (
                <li key={h}>
                  <Chip tone="dark">{h}</Chip>
                </li>
              ))}
            </ul>
          </PageHeader>
          <LegalDocument
            sections={privacyPolicy(loaderData.facts, text.phrases)}
            labels={{ tableOfContents: edition.shared.tableOfContents, typeset: legalTypeset[edition.language] }}
            notice={text.notice}
          />
        </>
      );
    },
  };
}

/** The facts the policy states: the running server's, or the build's while prerendering. */
export const privacyFactsOf = (values: ServerRequestValues) => ({ facts: values.privacyFacts ?? builtPrivacyFacts });
