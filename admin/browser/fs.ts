/**
 * node:fs for the content schemas in the admin's browser bundle (admin/vite.config.ts): the schema of
 * a drawing (app/content-model/schema/fields.ts) asks whether its file exists; here the answer comes from
 * the list of drawings the bundle was built with, and the content files of the save being checked.
 */
const drawings = new Set(
  Object.keys(import.meta.glob("../../app/assets/art/**/*.svg", { eager: true, query: "?url", import: "default" })).map(
    (file) => file.replace(/^(\.\.\/)+/, "/"),
  ),
);

/**
 * The content files of the state a save is judged in (admin/save-check.ts): a reference project named
 * in a list exists when its file is in the tree the save leaves (app/content-model/schema/registries.ts).
 */
let contentFiles = new Set<string>();

export function knowContentFiles(files: readonly string[]) {
  contentFiles = new Set(files.map((file) => `/${file}`));
}

export function existsSync(file: string) {
  return drawings.has(file) || contentFiles.has(file);
}
