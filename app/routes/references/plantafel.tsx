import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { plantafel } from "~/content/references/plantafel";

export const meta = () => referenceMeta(plantafel);

export default function Page() {
  return <ReferencePage reference={plantafel} />;
}
