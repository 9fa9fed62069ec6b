import file from "../../../../content/de/services/software-development.yaml";
import { de } from "~/content-model/editions/de";
import { topicArticles } from "../../articles/article-files.server";
import { softwareDevelopmentPage } from "./software-development-page";

const page = softwareDevelopmentPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("de", "software-development");
export default page.Component;
