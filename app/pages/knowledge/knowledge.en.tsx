import file from "../../../content/en/knowledge/app-development.mdoc";
import { en } from "~/content-model/editions/en";
import { knowledgePage } from "./knowledge-page";

const page = knowledgePage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
