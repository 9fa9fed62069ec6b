import file from "../../../../content/de/landing/mvp-development.yaml";
import serviceFile from "../../../../content/de/services/mvps.yaml";
import { de } from "~/content-model/editions/de";
import { mvpLandingPage } from "./mvp-development-landing-page";

const page = mvpLandingPage(file, serviceFile, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
