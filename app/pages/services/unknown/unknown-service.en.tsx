import file from "../../../../content/en/layout.yaml";
import { en } from "~/content-model/editions/en";
import { notFoundStatus } from "../../not-found/not-found-page";
import { unknownServicePage } from "./unknown-service-page";

const page = unknownServicePage(file, en);
export const loader = notFoundStatus;
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
