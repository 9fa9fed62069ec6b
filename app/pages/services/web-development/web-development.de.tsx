import file from "../../../../content/de/services/web-development.yaml";
import { de } from "~/content-model/editions/de";
import { webDevelopmentPage } from "./web-development-page";

const page = webDevelopmentPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
