import file from "../../../content/en/services.yaml";
import { en } from "~/content-model/editions/en";
import { servicesPage } from "./services-page";

const page = servicesPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
