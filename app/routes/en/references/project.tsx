import { en } from "~/content-model/editions/en";
import { referencePage } from "~/pages/reference";
import { referenceData } from "~/pages/reference-files.server";
import type { Route } from "./+types/project";

// Every reference project's page (the route table registers this module once per project).
const page = referencePage(en);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ request }: Route.LoaderArgs) => referenceData("en", request.url);
export default page.Component;
