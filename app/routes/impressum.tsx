import { de } from "~/content/editions/de";
import { impressum, impressumHeader, impressumMeta } from "~/content/legal/impressum";
import { impressumPage } from "~/pages/legal";

const page = impressumPage(de, { meta: impressumMeta, header: impressumHeader, document: impressum });
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
