import { de } from "~/content-model/editions/de";
import { impressum, impressumHeader, impressumMeta } from "~/content-model/legal/impressum";
import { impressumPage } from "./legal-page";

const page = impressumPage(de, { meta: impressumMeta, header: impressumHeader, document: impressum });
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
