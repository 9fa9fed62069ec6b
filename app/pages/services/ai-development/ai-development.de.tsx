import file from "../../../../content/de/services/ai-development.yaml";
import { de } from "~/content-model/editions/de";
import { aiDevelopmentPage } from "./ai-development-page";

const page = aiDevelopmentPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
