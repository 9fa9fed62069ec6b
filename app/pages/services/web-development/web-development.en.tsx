import file from "../../../../content/en/services/web-development.yaml";
import { en } from "~/content-model/editions/en";
import { topicArticles } from "../../articles/article-files.server";
import { webDevelopmentPage } from "./web-development-page";

const page = webDevelopmentPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("en", "web-development");
export default page.Component;
