import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { reiff } from "~/content/references/reiff";

export const meta = () => referenceMeta(reiff);

export default function Page() {
  return <ReferencePage reference={reiff} />;
}
