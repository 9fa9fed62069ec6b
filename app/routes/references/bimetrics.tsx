import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { bimetrics } from "~/content/references/bimetrics";

export const meta = () => referenceMeta(bimetrics);

export default function Page() {
  return <ReferencePage reference={bimetrics} />;
}
