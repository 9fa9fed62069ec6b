import file from "../../../content/de/about.yaml";
import { de } from "~/content-model/editions/de";
import { aboutPage } from "./about-page";

const page = aboutPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
