import { config, type Config } from "@keystatic/core";
import { site } from "./app/content/site";
import { entryKey, type Editions } from "./admin/entries";
import { contentEntries, type Drawings } from "./admin/schema/generate";

/**
 * The content admin (Keystatic, docs/decisions/0016-content-admin.md): one form per file of
 * content/de, generated from the content schemas (admin/schema/generate.ts). Local storage in
 * `npm run dev` (files written to this working tree); GitHub storage in production, where every save
 * is a commit to the repository named at build time (KEYSTATIC_GITHUB_REPO), so a change goes through
 * review, CI and deployment like code (docs/editing.md).
 */
export type Storage = { kind: "local" } | { kind: "github"; repo: `${string}/${string}` };

/** The admin's navigation: the site's pages first, then what several pages share. */
const navigation = {
  Seiten: ["home", "about", "contact", "services", "references"],
  Leistungen: [
    "servicesSoftwareDevelopment",
    "servicesAiDevelopment",
    "servicesWebDevelopment",
    "servicesAppDevelopment",
    "servicesMvps",
  ],
  Referenzen: ["referenceProjects", "exampleReference"],
  "Kampagnen und Ratgeber": [
    "landingAppDevelopment",
    "landingWebDevelopment",
    "landingMvpDevelopment",
    "knowledgeAppDevelopment",
  ],
  "Auf mehreren Seiten": ["team", "testimonials", "customers", "layout", "shared"],
};

export function keystaticConfig(storage: Storage, drawings: Drawings, editions: Editions): Config {
  const { singletons, collections } = contentEntries(drawings, editions);
  const translated = Object.entries(editions).flatMap(([language, files]) =>
    files.map((file) => entryKey(file, language)),
  );
  // Generated from the schemas, the entries are typed loosely: the forms, not TypeScript, check the data.
  return config<Config["collections"] & {}, Config["singletons"] & {}>({
    storage,
    locale: "de-DE",
    ui: {
      brand: { name: `${site.name} · Inhalte` },
      navigation: translated.length ? { ...navigation, "Andere Sprachen": translated } : navigation,
    },
    singletons,
    collections,
  });
}
