import type { ContentOf } from "../schema/files";

/** Only the `page` part of content/de/references.yaml: the overview's own copy stays in its chunk. */
const [file] = Object.values(
  import.meta.glob<Pick<ContentOf<"references">, "page">>("../../../content/de/references.yaml", {
    query: "?pick=page",
    import: "default",
    eager: true,
  }),
);

/** The words every reference page shares (components/sections/reference-page.tsx and its parts). */
export const referencePageText = file!.page;
