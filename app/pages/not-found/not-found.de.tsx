import file from "../../../content/de/layout.yaml";
import { de } from "~/content-model/editions/de";
import { notFoundPage, notFoundStatus } from "./not-found-page";

const page = notFoundPage(file, de);
export const loader = notFoundStatus;
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
