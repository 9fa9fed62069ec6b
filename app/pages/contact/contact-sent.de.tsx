import file from "../../../content/de/contact.yaml";
import { de } from "~/content-model/editions/de";
import { contactSentPage } from "./contact-page";

const page = contactSentPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
