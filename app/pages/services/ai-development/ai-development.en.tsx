import file from "../../../../content/en/services/ai-development.yaml";
import { en } from "~/content-model/editions/en";
import { aiDevelopmentPage } from "./ai-development-page";

const page = aiDevelopmentPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
