import file from "../../../../content/en/services/software-development.yaml";
import { en } from "~/content-model/editions/en";
import { softwareDevelopmentPage } from "./software-development-page";

const page = softwareDevelopmentPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
