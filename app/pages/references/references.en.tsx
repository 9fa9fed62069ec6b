import file from "../../../content/en/references.yaml";
import { en } from "~/content-model/editions/en";
import { referencesPage } from "./references-page";

const page = referencesPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
