import file from "../../../content/en/search.yaml";
import { en } from "~/content-model/editions/en";
import { serverRequestContext } from "~/lib/request-context.server";
import { searchLoader } from "./search-loader.server";
import { searchPage } from "./search-page";
import type { Route } from "./+types/search.en";

const page = searchPage(file, en);
export const loader = ({ request, context }: Route.LoaderArgs) =>
  searchLoader(request, context.get(serverRequestContext), "en");
export const handle = page.handle;
export const meta = page.meta;
export const headers = page.headers;
export default page.Component;
