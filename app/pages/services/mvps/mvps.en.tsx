import file from "../../../../content/en/services/mvps.yaml";
import { en } from "~/content-model/editions/en";
import { mvpsPage } from "./mvps-page";

const page = mvpsPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
