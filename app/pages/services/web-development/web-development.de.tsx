import file from "../../../../content/de/services/web-development.yaml";
import { de } from "~/content-model/editions/de";
import { topicArticles } from "../../articles/article-files.server";
import { webDevelopmentPage } from "./web-development-page";

const page = webDevelopmentPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("de", "web-development");
export default page.Component;
