import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { fraunhofer } from "~/content/references/fraunhofer";

export const meta = () => referenceMeta(fraunhofer);

export default function Page() {
  return <ReferencePage reference={fraunhofer} />;
}
