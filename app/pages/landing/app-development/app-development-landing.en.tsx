import file from "../../../../content/en/landing/app-development.yaml";
import serviceFile from "../../../../content/en/services/app-development.yaml";
import { en } from "~/content-model/editions/en";
import { appLandingPage } from "./app-development-landing-page";

const page = appLandingPage(file, serviceFile, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
