import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { clubscale } from "~/content/references/clubscale";

export const meta = () => referenceMeta(clubscale);

export default function Page() {
  return <ReferencePage reference={clubscale} />;
}
