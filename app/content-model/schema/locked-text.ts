/**
 * A text the requirements quote verbatim (docs/requirements.md, by entry number): an editor may not
 * change it. The build refuses a German file where one differs, naming the requirement
 * (vite/content-data.ts); the admin shows it read-only (admin/schema/generate.ts). Each page type
 * lists the locked texts of its own files (app/pages/<page>/page-type.ts), the edition files theirs
 * (edition-files.ts). `field` is the dotted path in the file; list entries count from 0.
 */
export type LockedText<File extends string = string> = {
  file: File;
  field: string;
  text: string;
  requirement: string;
};
