import { Chip } from "~/components/ui/chip";
import { LegalDocument } from "~/components/sections/legal-document";
import { PageHeader } from "~/components/sections/page-header";
import { builtPrivacyFacts } from "~/content/legal/operation";
import { privacyHeader, privacyHighlights, privacyMeta, privacyPolicy } from "~/content/legal/privacy";
import { serverRequestContext } from "~/lib/request-context.server";
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

/**
 * The policy states how the server is run. Prerendered with the build's configuration; a server
 * whose configuration differs renders this page per request with its own (server/app.ts), so a
 * visitor never reads a policy that is untrue of the server answering.
 */
export function loader({ context }: Route.LoaderArgs) {
  return { facts: context.get(serverRequestContext).privacyFacts ?? builtPrivacyFacts };
}

export default function PrivacyPage({ loaderData }: Route.ComponentProps) {
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
      <LegalDocument sections={privacyPolicy(loaderData.facts)} />
    </>
  );
}
