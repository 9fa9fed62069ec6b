import file from "../../../content/en/layout.yaml";
import { en } from "~/content-model/editions/en";
import { notFoundPage, notFoundStatus } from "./not-found-page";

const page = notFoundPage(file, en);
export const loader = notFoundStatus;
export const handle = page.handle;
export const meta = page.meta;
export default page.Component;
