import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { walterAg } from "~/content/references/walter-ag";

export const meta = () => referenceMeta(walterAg);

export default function Page() {
  return <ReferencePage reference={walterAg} />;
}
