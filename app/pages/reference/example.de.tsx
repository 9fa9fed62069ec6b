import file from "../../../content/de/example-reference.yaml";
import { de } from "~/content-model/editions/de";
import { exampleReferencePage } from "./reference-page";

const page = exampleReferencePage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
