import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { whitemacs } from "~/content/references/whitemacs";

export const meta = () => referenceMeta(whitemacs);

export default function Page() {
  return <ReferencePage reference={whitemacs} />;
}
