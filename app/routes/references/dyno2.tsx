import file from "../../../content/de/references/dyno2.yaml";
import { de } from "~/content/editions/de";
import { referencePage } from "~/pages/reference";

const page = referencePage("dyno2", file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
