import file from "../../../../content/en/services/app-development.yaml";
import article from "../../../../content/en/knowledge/app-development.mdoc";
import { en } from "~/content-model/editions/en";
import { appDevelopmentPage } from "./app-development-page";

const page = appDevelopmentPage(file, article, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
