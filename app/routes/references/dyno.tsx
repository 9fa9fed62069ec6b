import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { dyno } from "~/content/references/dyno";

export const meta = () => referenceMeta(dyno);

export default function Page() {
  return <ReferencePage reference={dyno} />;
}
