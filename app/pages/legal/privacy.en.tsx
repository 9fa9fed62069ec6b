import { en } from "~/content-model/editions/en";
import { privacyEn } from "~/content-model/legal/privacy-en";
import { serverRequestContext } from "~/lib/request-context.server";
import { privacyFactsOf, privacyPage } from "./legal-page";
import type { Route } from "./+types/privacy.en";

const page = privacyPage(en, privacyEn);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ context }: Route.LoaderArgs) => privacyFactsOf(context.get(serverRequestContext));
export default page.Component;
