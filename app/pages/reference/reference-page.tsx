import { useLoaderData } from "react-router";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import { CaseStudy, caseStudyMeta } from "./case-study";
import type { ReferenceFile } from "./page-type";
import { referenceOf } from "./reference-content";
import type { ReferenceData } from "./reference-files.server";

/**
 * The reference projects' pages (requirements §2.7) in an edition: project.de.tsx and project.en.tsx,
 * each registered once per project; the project's copy comes from the route's loader
 * (reference-files.server.ts), so a page's JavaScript holds no story (docs/decisions/0004-reference-pages.md).
 */
export function referencePage(edition: Edition) {
  const referenceIn = ({ slug, file }: ReferenceData) => referenceOf(slug, edition.paths.reference(slug), file);
  return {
    handle: pageHandle(edition),
    meta: ({ loaderData }: { loaderData?: ReferenceData }) =>
      loaderData ? caseStudyMeta(referenceIn(loaderData), edition.referencePageText.demoDescription) : [],
    Component: function ReferenceProjectPage() {
      return <CaseStudy reference={referenceIn(useLoaderData<ReferenceData>())} />;
    },
  };
}

/**
 * The generic case study of /reference and /example-reference (requirements §2.1): clearly an example of how
 * our case studies are built, with no real customer and no customer figures; kept out of search engines.
 */
export function exampleReferencePage(file: ReferenceFile, edition: Edition) {
  const reference = referenceOf("example", edition.paths.exampleReference, file);
  return {
    handle: pageHandle(edition),
    meta: () => caseStudyMeta(reference, edition.referencePageText.demoDescription, { noindex: true }),
    Component: () => <CaseStudy reference={reference} />,
  };
}
