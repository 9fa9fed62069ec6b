/**
 * The kinds of pages the search finds; each has its entry in searchable-kinds.ts (which files, which
 * address) and its section's name in content/<language>/search.yaml (`sections`).
 */
export const searchKinds = ["service", "reference", "article", "page"] as const;
export type SearchKind = (typeof searchKinds)[number];
