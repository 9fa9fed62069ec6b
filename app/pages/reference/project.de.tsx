import { de } from "~/content-model/editions/de";
import { referenceData } from "./reference-files.server";
import { referencePage } from "./reference-page";
import type { Route } from "./+types/project.de";

// Every reference project's page (the route table registers this module once per project).
const page = referencePage(de);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ request }: Route.LoaderArgs) => referenceData("de", request.url);
export default page.Component;
