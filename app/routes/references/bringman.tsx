import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { bringman } from "~/content/references/bringman";

export const meta = () => referenceMeta(bringman);

export default function Page() {
  return <ReferencePage reference={bringman} />;
}
