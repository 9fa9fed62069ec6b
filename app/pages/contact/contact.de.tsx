import file from "../../../content/de/contact.yaml";
import { de } from "~/content-model/editions/de";
import { serverRequestContext } from "~/lib/request-context.server";
import { contactAction, contactPage } from "./contact-page";
import type { Route } from "./+types/contact.de";

const page = contactPage(file, de);
export const handle = page.handle;
export const meta = page.meta;
export const action = ({ context }: Route.ActionArgs) => contactAction(context.get(serverRequestContext));
export default page.Component;
