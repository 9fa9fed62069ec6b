import file from "../../../../content/en/landing/web-development.yaml";
import serviceFile from "../../../../content/en/services/web-development.yaml";
import { en } from "~/content-model/editions/en";
import { webLandingPage } from "./web-development-landing-page";

const page = webLandingPage(file, serviceFile, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
