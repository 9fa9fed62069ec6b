import words from "../../../content/de/articles.yaml";
import { de } from "~/content-model/editions/de";
import { articleListData } from "./article-files.server";
import { articleListPage } from "./article-list-page";
import type { Route } from "./+types/article-list.de";

// Every list of articles: the index, each topic's, and their further pages (the route table registers this module once per list).
const page = articleListPage(words, de);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ request }: Route.LoaderArgs) => articleListData("de", request.url);
export default page.Component;
