import words from "../../../content/de/articles.yaml";
import { de } from "~/content-model/editions/de";
import { notFoundStatus } from "../not-found/not-found-page";
import { unknownArticlePage } from "./unknown-article-page";

const page = unknownArticlePage(words, de);
export const loader = notFoundStatus;
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
