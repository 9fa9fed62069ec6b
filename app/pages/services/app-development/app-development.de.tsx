import file from "../../../../content/de/services/app-development.yaml";
import article from "../../../../content/de/knowledge/app-development.mdoc";
import { de } from "~/content-model/editions/de";
import { topicArticles } from "../../articles/article-files.server";
import { appDevelopmentPage } from "./app-development-page";

const page = appDevelopmentPage(file, article, de);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("de", "app-development");
export default page.Component;
