import file from "../../../content/en/contact.yaml";
import { en } from "~/content-model/editions/en";
import { serverRequestContext } from "~/lib/request-context.server";
import { contactAction, contactPage } from "./contact-page";
import type { Route } from "./+types/contact.en";

const page = contactPage(file, en);
export const handle = page.handle;
export const meta = page.meta;
export const action = ({ context }: Route.ActionArgs) => contactAction(context.get(serverRequestContext));
export default page.Component;
