import { de } from "~/content/editions/de";
import { contactSentPage } from "~/pages/contact";

const page = contactSentPage(de);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
