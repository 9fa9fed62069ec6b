import file from "../../../content/en/knowledge/app-development.mdoc";
import words from "../../../content/en/articles.yaml";
import { en } from "~/content-model/editions/en";
import { relatedToGuide } from "../articles/article-files.server";
import { knowledgePage } from "./knowledge-page";

const page = knowledgePage(file, words, en);
export const handle = page.handle;
export const meta = page.meta;
// The articles on the guide's topics, below it (it is an article of the collection: issue 37).
export const loader = () => relatedToGuide("en");
export default page.Component;
