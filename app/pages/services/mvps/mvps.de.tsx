import file from "../../../../content/de/services/mvps.yaml";
import { de } from "~/content-model/editions/de";
import { mvpsPage } from "./mvps-page";

const page = mvpsPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
