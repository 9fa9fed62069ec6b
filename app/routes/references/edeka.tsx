import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { edeka } from "~/content/references/edeka";
import type { Route } from "./+types/edeka";

export const meta: Route.MetaFunction = () => referenceMeta(edeka);

export default function Page() {
  return <ReferencePage reference={edeka} />;
}
