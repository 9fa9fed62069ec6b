import file from "../../../content/de/services.yaml";
import { de } from "~/content-model/editions/de";
import { servicesPage } from "./services-page";

const page = servicesPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
