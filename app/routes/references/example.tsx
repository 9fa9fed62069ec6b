import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { exampleReference } from "~/content/references/example";
import type { Route } from "./+types/example";

// /reference and /example-reference: an example case study, kept out of search engines.
export const meta: Route.MetaFunction = () => referenceMeta(exampleReference, { noindex: true });

export default function Page() {
  return <ReferencePage reference={exampleReference} />;
}
