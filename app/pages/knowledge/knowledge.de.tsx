import file from "../../../content/de/knowledge/app-development.mdoc";
import { de } from "~/content-model/editions/de";
import { knowledgePage } from "./knowledge-page";

const page = knowledgePage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
