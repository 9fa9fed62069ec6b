import file from "../../../../content/de/landing/web-development.yaml";
import serviceFile from "../../../../content/de/services/web-development.yaml";
import { de } from "~/content-model/editions/de";
import { webLandingPage } from "./web-development-landing-page";

const page = webLandingPage(file, serviceFile, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
