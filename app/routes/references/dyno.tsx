import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { dyno } from "~/content/references/dyno";
import type { Route } from "./+types/dyno";

export const meta: Route.MetaFunction = () => referenceMeta(dyno);

export default function Page() {
  return <ReferencePage reference={dyno} />;
}
