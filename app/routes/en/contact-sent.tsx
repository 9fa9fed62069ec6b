import { en } from "~/content/editions/en";
import { contactSentPage } from "~/pages/contact";

const page = contactSentPage(en);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
