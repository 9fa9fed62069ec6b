import file from "../../../content/de/knowledge/app-development.mdoc";
import words from "../../../content/de/articles.yaml";
import { de } from "~/content-model/editions/de";
import { relatedToGuide } from "../articles/article-files.server";
import { knowledgePage } from "./knowledge-page";

const page = knowledgePage(file, words, de);
export const handle = page.handle;
export const meta = page.meta;
// The articles on the guide's topics, below it (it is an article of the collection: issue 37).
export const loader = () => relatedToGuide("de");
export default page.Component;
