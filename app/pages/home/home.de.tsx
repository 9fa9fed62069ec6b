import file from "../../../content/de/home.yaml";
import { de } from "~/content-model/editions/de";
import { homePage } from "./home-page";

const page = homePage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
