import file from "../../../content/de/references/fraunhofer.yaml";
import { de } from "~/content/editions/de";
import { referencePage } from "~/pages/reference";

const page = referencePage("fraunhofer", file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
