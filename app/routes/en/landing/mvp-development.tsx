import file from "../../../../content/en/landing/mvp-development.yaml";
import serviceFile from "../../../../content/en/services/mvps.yaml";
import { en } from "~/content-model/editions/en";
import { mvpLandingPage } from "~/pages/landing/mvp-development";

const page = mvpLandingPage(file, serviceFile, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
