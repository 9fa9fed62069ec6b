import file from "../../../../content/de/layout.yaml";
import { de } from "~/content-model/editions/de";
import { notFoundStatus } from "../../not-found/not-found-page";
import { unknownServicePage } from "./unknown-service-page";

const page = unknownServicePage(file, de);
export const loader = notFoundStatus;
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
