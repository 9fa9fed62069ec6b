import { de } from "~/content-model/editions/de";
import { impressumDe } from "~/content-model/legal/impressum-de";
import { impressumPage } from "./legal-page";

const page = impressumPage(de, impressumDe);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
