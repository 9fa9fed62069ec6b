import file from "../../../../content/en/services/web-development.yaml";
import { en } from "~/content-model/editions/en";
import { webDevelopmentPage } from "./web-development-page";

const page = webDevelopmentPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
