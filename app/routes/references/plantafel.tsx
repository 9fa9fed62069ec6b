import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { plantafel } from "~/content/references/plantafel";
import type { Route } from "./+types/plantafel";

export const meta: Route.MetaFunction = () => referenceMeta(plantafel);

export default function Page() {
  return <ReferencePage reference={plantafel} />;
}
