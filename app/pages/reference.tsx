import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import type { Edition } from "~/content/edition";
import { type ReferenceSlug } from "~/content/references/slugs";
import { referenceOf } from "~/content/references/types";
import type { ContentOf } from "~/content/schema/files";
import { pageHandle } from "~/lib/page-handle";

/**
 * A reference project's page (requirements §2.7) in an edition: routes/references/<slug>.tsx and
 * routes/en/references/<slug>.tsx, one module per project so that each page's chunk holds one story
 * (docs/decisions/0004-reference-pages.md).
 */
export function referencePage(slug: ReferenceSlug, file: unknown, edition: Edition) {
  const reference = referenceOf(slug, edition.paths.reference(slug), file as ContentOf<"references/*">);
  return {
    handle: pageHandle(edition),
    meta: () => referenceMeta(reference),
    Component: () => <ReferencePage reference={reference} />,
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
    meta: () => referenceMeta(reference, { noindex: true }),
    Component: () => <ReferencePage reference={reference} />,
  };
}
