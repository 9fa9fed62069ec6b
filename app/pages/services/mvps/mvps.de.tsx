import file from "../../../../content/de/services/mvps.yaml";
import { de } from "~/content-model/editions/de";
import { topicArticles } from "../../articles/article-files.server";
import { mvpsPage } from "./mvps-page";

const page = mvpsPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
// "Artikel zum Thema": the newest articles on this service (issue 37).
export const loader = () => topicArticles("de", "mvps");
export default page.Component;
