import file from "../../../../content/en/services/mvps.yaml";
import { en } from "~/content-model/editions/en";
import { topicArticles } from "../../articles/article-files.server";
import { mvpsPage } from "./mvps-page";

const page = mvpsPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("en", "mvps");
export default page.Component;
