import { en } from "~/content-model/editions/en";
import { impressumEn } from "~/content-model/legal/impressum-en";
import { impressumPage } from "./legal-page";

const page = impressumPage(en, impressumEn);
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
