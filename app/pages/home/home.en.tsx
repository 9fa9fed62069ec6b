import file from "../../../content/en/home.yaml";
import { en } from "~/content-model/editions/en";
import { homePage } from "./home-page";

const page = homePage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
