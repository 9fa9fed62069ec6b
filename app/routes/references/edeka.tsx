import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { edeka } from "~/content/references/edeka";

export const meta = () => referenceMeta(edeka);

export default function Page() {
  return <ReferencePage reference={edeka} />;
}
