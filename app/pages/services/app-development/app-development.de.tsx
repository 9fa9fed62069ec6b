import file from "../../../../content/de/services/app-development.yaml";
import article from "../../../../content/de/knowledge/app-development.mdoc";
import { de } from "~/content-model/editions/de";
import { appDevelopmentPage } from "./app-development-page";

const page = appDevelopmentPage(file, article, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
