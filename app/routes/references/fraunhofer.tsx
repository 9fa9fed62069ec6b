import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { fraunhofer } from "~/content/references/fraunhofer";
import type { Route } from "./+types/fraunhofer";

export const meta: Route.MetaFunction = () => referenceMeta(fraunhofer);

export default function Page() {
  return <ReferencePage reference={fraunhofer} />;
}
