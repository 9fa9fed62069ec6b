import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { bringman } from "~/content/references/bringman";
import type { Route } from "./+types/bringman";

export const meta: Route.MetaFunction = () => referenceMeta(bringman);

export default function Page() {
  return <ReferencePage reference={bringman} />;
}
