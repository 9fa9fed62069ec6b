import file from "../../../content/de/references.yaml";
import { de } from "~/content-model/editions/de";
import { referencesPage } from "./references-page";

const page = referencesPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
