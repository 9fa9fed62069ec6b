import { en } from "~/content-model/editions/en";
import { referenceData } from "./reference-files.server";
import { referencePage } from "./reference-page";
import type { Route } from "./+types/project.en";

// Every reference project's page (the route table registers this module once per project).
const page = referencePage(en);
export const handle = page.handle;
export const meta = page.meta;
export const loader = ({ request }: Route.LoaderArgs) => referenceData("en", request.url);
export default page.Component;
