import file from "../../../content/en/about.yaml";
import { en } from "~/content-model/editions/en";
import { aboutPage } from "./about-page";

const page = aboutPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
