import file from "../../../content/de/search.yaml";
import { de } from "~/content-model/editions/de";
import { serverRequestContext } from "~/lib/request-context.server";
import { searchLoader } from "./search-loader.server";
import { searchPage } from "./search-page";
import type { Route } from "./+types/search.de";

const page = searchPage(file, de);
export const loader = ({ request, context }: Route.LoaderArgs) =>
  searchLoader(request, context.get(serverRequestContext), "de");
export const handle = page.handle;
export const meta = page.meta;
export const headers = page.headers;
export default page.Component;
