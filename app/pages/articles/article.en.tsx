import words from "../../../content/en/articles.yaml";
import { en } from "~/content-model/editions/en";
import { articleData } from "./article-files.server";
import { articlePage } from "./article-page";
import type { Route } from "./+types/article.en";

// Every article's page (the route table registers this module once per published article).
const page = articlePage(words, en);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ request }: Route.LoaderArgs) => articleData("en", request.url);
export default page.Component;
