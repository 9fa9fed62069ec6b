import file from "../../../../content/en/services/ai-development.yaml";
import { en } from "~/content-model/editions/en";
import { topicArticles } from "../../articles/article-files.server";
import { aiDevelopmentPage } from "./ai-development-page";

const page = aiDevelopmentPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("en", "ai-development");
export default page.Component;
