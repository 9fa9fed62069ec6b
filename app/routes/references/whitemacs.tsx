import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { whitemacs } from "~/content/references/whitemacs";
import type { Route } from "./+types/whitemacs";

export const meta: Route.MetaFunction = () => referenceMeta(whitemacs);

export default function Page() {
  return <ReferencePage reference={whitemacs} />;
}
