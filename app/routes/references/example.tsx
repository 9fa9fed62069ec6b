import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { exampleReference } from "~/content/references/example";

// /reference and /example-reference: an example case study, kept out of search engines.
export const meta = () => referenceMeta(exampleReference, { noindex: true });

export default function Page() {
  return <ReferencePage reference={exampleReference} notice="Beispielseite – kein echtes Kundenprojekt" />;
}
