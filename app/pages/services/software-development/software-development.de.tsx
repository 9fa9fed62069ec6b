import file from "../../../../content/de/services/software-development.yaml";
import { de } from "~/content-model/editions/de";
import { softwareDevelopmentPage } from "./software-development-page";

const page = softwareDevelopmentPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
