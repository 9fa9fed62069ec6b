import file from "../../../../content/en/references/whitemacs.yaml";
import { en } from "~/content/editions/en";
import { referencePage } from "~/pages/reference";

const page = referencePage("whitemacs", file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
