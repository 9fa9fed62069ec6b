/**
 * The kinds of pages the search finds; each has its entry in searchable-kinds.ts (which files, which
 * address) and its section's name in content/<language>/search.yaml (`sectionNames`).
 */
export type SearchKind = "service" | "reference" | "article" | "page";
