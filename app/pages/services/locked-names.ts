import type { LockedText } from "../../content-model/schema/locked-text";

/**
 * The names of a service that the requirements fix, for its page type (services/<key>/page-type.ts): in
 * the menus (requirements §2.2) and on its card (§2.3).
 */
export const lockedServiceNames = <File extends `services/${string}`>(
  file: File,
  label: string,
  cardTitle = label,
): LockedText<File>[] => [
  { file, field: "entry.label", text: label, requirement: "R2.2-2" },
  { file, field: "entry.cardTitle", text: cardTitle, requirement: "R2.3-4" },
];
