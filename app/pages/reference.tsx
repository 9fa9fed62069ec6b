import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import type { Edition } from "~/content/edition";
import { useLoaderData } from "react-router";
import { referenceOf } from "~/content/references/types";
import type { ContentOf } from "~/content/schema/files";
import { pageHandle } from "~/lib/page-handle";
import type { ReferenceData } from "./reference-files.server";

/**
 * The reference projects' pages (requirements §2.7) in an edition: routes/references/project.tsx and
 * routes/en/references/project.tsx, each registered once per project; the project's copy comes from
 * the route's loader (pages/reference-files.server.ts), so a page's JavaScript holds no story
 * (docs/decisions/0004-reference-pages.md).
 */
export function referencePage(edition: Edition) {
  const referenceIn = ({ slug, file }: ReferenceData) =>
    referenceOf(slug, edition.paths.reference(slug), file as ContentOf<"references/*">);
  return {
    handle: pageHandle(edition),
    meta: ({ loaderData }: { loaderData?: ReferenceData }) =>
      loaderData ? referenceMeta(referenceIn(loaderData), edition.referencePageText.demoDescription) : [],
    Component: function ReferenceProjectPage() {
      return <ReferencePage reference={referenceIn(useLoaderData<ReferenceData>())} />;
    },
  };
}

/**
 * The generic case study of /reference and /example-reference (requirements §2.1): clearly an example of how
 * our case studies are built, with no real customer and no customer figures; kept out of search engines.
 */
export function exampleReferencePage(file: unknown, edition: Edition) {
  const reference = referenceOf("example", edition.paths.exampleReference, file as ContentOf<"example-reference">);
  return {
    handle: pageHandle(edition),
    meta: () => referenceMeta(reference, edition.referencePageText.demoDescription, { noindex: true }),
    Component: () => <ReferencePage reference={reference} />,
  };
}
