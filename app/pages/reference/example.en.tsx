import file from "../../../content/en/example-reference.yaml";
import { en } from "~/content-model/editions/en";
import { exampleReferencePage } from "./reference-page";

const page = exampleReferencePage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
