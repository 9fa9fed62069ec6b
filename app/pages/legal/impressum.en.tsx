import { en } from "~/content-model/editions/en";
import { impressumEn, impressumHeaderEn, impressumMetaEn, impressumNoticeEn } from "~/content-model/legal/impressum-en";
import { impressumPage } from "./legal-page";

const page = impressumPage(en, {
  meta: impressumMetaEn,
  header: impressumHeaderEn,
  document: impressumEn,
  notice: impressumNoticeEn,
});
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
