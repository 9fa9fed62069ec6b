import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { bimetrics } from "~/content/references/bimetrics";
import type { Route } from "./+types/bimetrics";

export const meta: Route.MetaFunction = () => referenceMeta(bimetrics);

export default function Page() {
  return <ReferencePage reference={bimetrics} />;
}
