import { config, type Config } from "@keystatic/core";
import { site } from "./app/content-model/site";
import { languages, type Language } from "./app/paths";
import { articlesKey, entryKey, referencesKey } from "./admin/entries";
import { contentEntries, type Drawings } from "./admin/schema/generate";
import { sharedFileLabels } from "./admin/schema/labels";
import { adminGroups } from "./app/pages/define-page-type";
import { pageTypes } from "./app/pages/registry";
import { articleCollection } from "./admin/schema/article-collection";

/**
 * The content admin (Keystatic, docs/decisions/0016-content-admin.md): one form per file of
 * content/de and content/en, generated from the content schemas (admin/schema/generate.ts). Local
 * storage in `npm run dev` (files written to this working tree); GitHub storage in production, where
 * every save is a commit to the repository named at build time (KEYSTATIC_GITHUB_REPO), so a change
 * goes through review, CI and deployment like code (docs/editing.md).
 */
export type Storage = { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

/**
 * The admin's navigation: the site's pages first, by the groups of their page types (app/pages/registry.ts),
 * then what several pages share. Keystatic (0.6) has no language switch of its own
 * (Thinkmill/keystatic#1080), so each entry appears once per language, German directly above English
 * ("Startseite – Deutsch", "Startseite – Englisch"), each pair set off by a divider: an editor who
 * changes one finds its translation in the next line of the sidebar and beside it on the dashboard (a
 * divider starts a new row there).
 */
const navigation: Record<string, readonly string[]> = {
  ...Object.fromEntries(
    adminGroups.map((group) => [
      group,
      pageTypes.flatMap((type) => (type.admin?.group === group ? Object.keys(type.admin.names) : [])),
    ]),
  ),
  "Auf mehreren Seiten": Object.keys(sharedFileLabels),
};

/** Each file's entries, German first: the collection of reference projects has keys of its own. */
const keysOf = (file: string) =>
  languages.map((language: Language) =>
    file === "references/*"
      ? referencesKey(language)
      : file === "articles/*"
        ? articlesKey(language)
        : entryKey(file, language),
  );

/** Keystatic's divider in a navigation list (NAVIGATION_DIVIDER_KEY, not exported by its entry point). */
const NAVIGATION_DIVIDER = "---";

export function keystaticConfig(storage: Storage, drawings: Drawings): Config {
  const { singletons, collections: generated } = contentEntries(drawings);
  const collections = {
    ...generated,
    ...Object.fromEntries(languages.map((language) => [articlesKey(language), articleCollection(language)])),
  };
  // Generated from the schemas, the entries are typed loosely: the forms, not TypeScript, check the data.
  return config<Config["collections"] & {}, Config["singletons"] & {}>({
    storage,
    locale: "de-DE",
    ui: {
      brand: { name: `${site.name} · Inhalte` },
      navigation: Object.fromEntries(
        Object.entries(navigation).map(([section, files]) => [
          section,
          files.flatMap((file, i) => [...(i ? [NAVIGATION_DIVIDER] : []), ...keysOf(file)]),
        ]),
      ),
    },
    singletons,
    collections,
  });
}
