import file from "../../../../content/en/services/app-development.yaml";
import article from "../../../../content/en/knowledge/app-development.mdoc";
import { en } from "~/content-model/editions/en";
import { topicArticles } from "../../articles/article-files.server";
import { appDevelopmentPage } from "./app-development-page";

const page = appDevelopmentPage(file, article, en);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("en", "app-development");
export default page.Component;
