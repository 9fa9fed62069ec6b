import words from "../../../content/en/articles.yaml";
import { en } from "~/content-model/editions/en";
import { notFoundStatus } from "../not-found/not-found-page";
import { unknownArticlePage } from "./unknown-article-page";

const page = unknownArticlePage(words, en);
export const loader = notFoundStatus;
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
