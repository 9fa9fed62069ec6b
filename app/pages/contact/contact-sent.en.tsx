import file from "../../../content/en/contact.yaml";
import { en } from "~/content-model/editions/en";
import { contactSentPage } from "./contact-page";

const page = contactSentPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
