import file from "../../../../content/de/landing/app-development.yaml";
import serviceFile from "../../../../content/de/services/app-development.yaml";
import { de } from "~/content-model/editions/de";
import { appLandingPage } from "./app-development-landing-page";

const page = appLandingPage(file, serviceFile, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
