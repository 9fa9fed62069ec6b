import { de } from "~/content-model/editions/de";
import { privacyDe } from "~/content-model/legal/privacy-de";
import { serverRequestContext } from "~/lib/request-context.server";
import { privacyFactsOf, privacyPage } from "./legal-page";
import type { Route } from "./+types/privacy.de";

const page = privacyPage(de, privacyDe);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ context }: Route.LoaderArgs) => privacyFactsOf(context.get(serverRequestContext));
export default page.Component;
