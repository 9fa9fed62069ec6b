import { de } from "~/content-model/editions/de";
import { privacyHeader, privacyHighlights, privacyMeta, privacyPolicy } from "~/content-model/legal/privacy";
import { serverRequestContext } from "~/lib/request-context.server";
import { privacyFactsOf, privacyPage } from "./legal-page";
import type { Route } from "./+types/privacy.de";

const page = privacyPage(de, {
  meta: privacyMeta,
  header: privacyHeader,
  highlights: privacyHighlights,
  policy: privacyPolicy,
});
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ context }: Route.LoaderArgs) => privacyFactsOf(context.get(serverRequestContext));
export default page.Component;
