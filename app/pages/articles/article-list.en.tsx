import words from "../../../content/en/articles.yaml";
import { en } from "~/content-model/editions/en";
import { articleListData } from "./article-files.server";
import { articleListPage } from "./article-list-page";
import type { Route } from "./+types/article-list.en";

// Every list of articles: the index, each topic's, and their further pages (the route table registers this module once per list).
const page = articleListPage(words, en);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ request }: Route.LoaderArgs) => articleListData("en", request.url);
export default page.Component;
