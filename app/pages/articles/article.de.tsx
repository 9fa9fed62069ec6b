import words from "../../../content/de/articles.yaml";
import { de } from "~/content-model/editions/de";
import { articleData } from "./article-files.server";
import { articlePage } from "./article-page";
import type { Route } from "./+types/article.de";

// Every article's page (the route table registers this module once per published article).
const page = articlePage(words, de);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ request }: Route.LoaderArgs) => articleData("de", request.url);
export default page.Component;
