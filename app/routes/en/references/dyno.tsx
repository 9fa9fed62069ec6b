import file from "../../../../content/en/references/dyno.yaml";
import { en } from "~/content/editions/en";
import { referencePage } from "~/pages/reference";

const page = referencePage("dyno", file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
