import { de } from "~/content/editions/de";
import { notFoundStatus, unknownServicePage } from "~/pages/not-found";

const page = unknownServicePage(de);
export const loader = notFoundStatus;
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
