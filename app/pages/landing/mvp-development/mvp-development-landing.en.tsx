import file from "../../../../content/en/landing/mvp-development.yaml";
import serviceFile from "../../../../content/en/services/mvps.yaml";
import { en } from "~/content-model/editions/en";
import { mvpLandingPage } from "./mvp-development-landing-page";

const page = mvpLandingPage(file, serviceFile, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
