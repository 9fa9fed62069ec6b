import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { dyno2 } from "~/content/references/dyno2";
import type { Route } from "./+types/dyno2";

export const meta: Route.MetaFunction = () => referenceMeta(dyno2);

export default function Page() {
  return <ReferencePage reference={dyno2} />;
}
