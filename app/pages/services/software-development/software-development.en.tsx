import file from "../../../../content/en/services/software-development.yaml";
import { en } from "~/content-model/editions/en";
import { topicArticles } from "../../articles/article-files.server";
import { softwareDevelopmentPage } from "./software-development-page";

const page = softwareDevelopmentPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("en", "software-development");
export default page.Component;
