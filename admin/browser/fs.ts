/**
 * node:fs for the content schemas in the admin's browser bundle (admin/vite.config.ts): the schema of
 * a drawing (app/content-model/schema/fields.ts) asks whether its file exists; here the answer comes from
 * the list of drawings the bundle was built with.
 */
const drawings = new Set(
  Object.keys(import.meta.glob("../../app/assets/art/**/*.svg", { eager: true, query: "?url", import: "default" })).map(
    (file) => file.replace(/^(\.\.\/)+/, "/"),
  ),
);

export function existsSync(file: string) {
  return drawings.has(file);
}
