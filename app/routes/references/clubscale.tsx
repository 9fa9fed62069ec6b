import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { clubscale } from "~/content/references/clubscale";
import type { Route } from "./+types/clubscale";

export const meta: Route.MetaFunction = () => referenceMeta(clubscale);

export default function Page() {
  return <ReferencePage reference={clubscale} />;
}
