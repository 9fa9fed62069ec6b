import file from "../../../../content/de/services/ai-development.yaml";
import { de } from "~/content-model/editions/de";
import { topicArticles } from "../../articles/article-files.server";
import { aiDevelopmentPage } from "./ai-development-page";

const page = aiDevelopmentPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("de", "ai-development");
export default page.Component;
