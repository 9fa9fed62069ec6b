import { collection, fields, singleton, type ComponentSchema } from "@keystatic/core";
import type { z } from "zod";
import { contentSchemas, lockedTexts, longTexts, type ContentFile } from "../../app/pages/registry";
import { REFERENCE_SLUG, RESERVED_SLUGS } from "../../app/content-model/references/slug";
import { referenceSlug } from "../../app/content-model/schema/registries";
import { day } from "../../app/pages/articles/article-fields";
import { languages, MAIN_LANGUAGE, pathsOf, type Language } from "../../app/paths";
import { formatOf, referencesKey, singletonEntries } from "../entries";
import { guideText } from "./guide-text";
import {
  fixedTextField,
  optionalCheckbox,
  structuredField,
  textField,
  type ArtPreview,
  type Fixed,
  type Place,
} from "./inputs";
import { fileLabel, languageNames, optionLabels, wordsFor } from "./labels";
import { defOf, enumValues, isIcon, minLength, unwrap } from "./zod";

/**
 * The admin's forms, generated from the content schemas (app/pages/registry.ts), so that they
 * cannot drift apart: every file kind becomes a Keystatic singleton per language (a collection for "references/*"),
 * every field of its schema a field with the German words of labels.ts. Keystatic's own fields serve
 * where they write our files' shape (objects, lists, selects); the fields of inputs.tsx where they
 * would not (optional groups, block types, keyed figures) and for every text, so that each is checked
 * by the schema itself. admin/schema.test.ts keeps the two in agreement.
 */

export type Drawings = { names: readonly string[]; preview: ArtPreview };

/** The Keystatic field of a schema at a place. */
function fieldFor(schema: z.ZodType, place: Place): ComponentSchema {
  const fixed = place.fixed(place.path);
  if (fixed) return fixedTextField(fixed, place);
  const { inner, optional } = unwrap(schema);
  const def = defOf(inner);
  const keys = place.path.filter((p): p is string => typeof p === "string");
  const { label, description } = wordsFor(place.file, keys);
  const at = (key: string | number) => ({ ...place, path: [...place.path, key] });

  if (inner === referenceSlug && !optional) return projectField(place);
  // A publication date (the guide's front matter): a date picker, written as "YYYY-MM-DD".
  if (inner === day) return fields.date({ label, description, validation: { isRequired: !optional } });
  if (def.type === "string") return textField(schema, place);
  if (def.type === "boolean" && optional) return optionalCheckbox(place);
  if (def.type === "enum" && !optional)
    return fields.select({
      label,
      description,
      options: enumValues(inner).map((value) => ({
        label: isIcon(inner) ? value : (optionLabels[value] ?? value),
        value,
      })),
      defaultValue: enumValues(inner)[0]!,
    });
  if (def.type === "object" && !optional)
    return fields.object(
      Object.fromEntries(Object.entries(def.shape).map(([key, field]) => [key, fieldFor(field, at(key))])),
      { label, description },
    );
  const listOfOne = def.type === "array" || (def.type === "tuple" && new Set(def.items).size === 1);
  if (listOfOne && !optional && !hasFixedEntries(place)) {
    const element = def.type === "array" ? def.element : def.items[0]!;
    const min = minLength(inner);
    // -1: any entry (a fixed text names a position, and lists with those take the branch below).
    return fields.array(fieldFor(element, at(-1)), {
      label,
      description,
      itemLabel: itemLabel(element),
      validation: {
        length: def.type === "tuple" ? { min: def.items.length, max: def.items.length } : min ? { min } : {},
      },
    });
  }
  // Optional groups and lists, unions, keyed records, lists with fixed entries.
  return structuredField(schema, place);
}

/**
 * A reference project, picked from the collection of this language's projects (the overview's order,
 * the home page's three cards): a new project appears here once its files are saved. The build checks
 * that the file exists; the admin refuses a name that could not be a project's.
 */
function projectField(place: Place): ComponentSchema {
  const { label, description } = wordsFor(
    place.file,
    place.path.filter((p): p is string => typeof p === "string"),
  );
  const field = fields.relationship({
    label,
    description,
    collection: place.references,
    validation: { isRequired: true },
  });
  return {
    ...field,
    validate(value: string | null) {
      const slug = field.validate(value);
      if (typeof slug !== "string" || !REFERENCE_SLUG.test(slug))
        throw new Error(`${label}: bitte ein Projekt wählen.`);
      return slug;
    },
  };
}

/** A list one of whose entries holds a locked text (a page type's `locked` names it by position). */
function hasFixedEntries(place: Place) {
  return place.fixed.below(place.path);
}

/** The line a list shows for an entry: its first text that says what it is. */
function itemLabel(element: z.ZodType) {
  const def = defOf(unwrap(element).inner);
  const key =
    def.type === "object"
      ? ["title", "question", "name", "label", "heading", "customer", "value", "text", "kind", "id"].find(
          (k) => k in def.shape,
        )
      : undefined;
  // Keystatic passes the entry's preview props: a form field's value, or an object's fields.
  return (props: unknown) => {
    const preview = props as { value?: unknown; fields?: Record<string, { value?: unknown }> };
    const value = key ? preview.fields?.[key]?.value : preview.value;
    return typeof value === "string" && value !== "" ? value : "Neuer Eintrag";
  };
}

/** The locked texts of one file (the page types' `locked`), looked up by path; list positions count from 0. */
function fixedTexts(file: ContentFile): Fixed {
  const entries = lockedTexts.filter((t) => t.file === file);
  const dotted = (path: readonly (string | number)[]) => path.join(".");
  const lookup = ((path: readonly (string | number)[]) => {
    const found = entries.find((t) => t.field === dotted(path));
    return found && { text: found.text, requirement: found.requirement };
  }) as Fixed;
  lookup.below = (path) => entries.some((t) => t.field.startsWith(`${dotted(path)}.`));
  return lookup;
}

/** The root fields of a file kind's form; the requirements fix texts of the German edition only. */
function formOf(file: ContentFile, drawings: Drawings, language: Language): Record<string, ComponentSchema> {
  const def = defOf(contentSchemas[file]);
  if (def.type !== "object") throw new Error(`${file}: a content file's schema is an object`);
  const fixed = language === MAIN_LANGUAGE ? fixedTexts(file) : noFixedTexts;
  // A project's drawing is one of the project drawings (vite/content-data.ts checks the same).
  const project = file === "references/*" || file === "example-reference";
  const artNames = project ? drawings.names.filter((name) => name.startsWith("references/")) : drawings.names;
  const place = (key: string): Place => ({
    file,
    path: [key],
    artNames,
    art: drawings.preview,
    fixed,
    references: referencesKey(language),
    language,
  });
  if (longTexts.includes(file)) {
    // Markdoc: the fields as front matter, the text (its chapters with it) in the rich-text editor.
    const { sections: _sections, ...frontMatter } = def.shape;
    return {
      ...Object.fromEntries(Object.entries(frontMatter).map(([key, schema]) => [key, fieldFor(schema, place(key))])),
      body: guideText(),
    };
  }
  return Object.fromEntries(Object.entries(def.shape).map(([key, schema]) => [key, fieldFor(schema, place(key))]));
}

const noFixedTexts = Object.assign(() => undefined, { below: () => false }) as Fixed;

/** An entry's label: the file's German name and its language ("Startseite – Englisch"). */
const labelOf = (file: ContentFile, language: Language) => `${fileLabel(file)} – ${languageNames[language]}`;

/**
 * The singletons and collections of the admin: every file kind of contentSchemas once per language
 * (German and English side by side), the reference projects as one collection per language.
 */
export function contentEntries(drawings: Drawings) {
  const singletons = Object.fromEntries(
    singletonEntries().map(({ key, file, language, path }) => [
      key,
      singleton({
        label: labelOf(file, language),
        path,
        format: formatOf(file),
        schema: formOf(file, drawings, language),
      }),
    ]),
  );
  const collections = Object.fromEntries(
    languages.map((language) => [
      referencesKey(language),
      collection({
        label: labelOf("references/*", language),
        path: `content/${language}/references/*`,
        format: { data: "yaml" },
        slugField: "slug",
        schema: {
          // The file's name, not a field in it (Keystatic writes the slug as the name only).
          slug: referenceSlugField(language),
          ...formOf("references/*", drawings, language),
        },
      }),
    ]),
  );
  return { singletons, collections };
}

/**
 * The name of a reference's file, which names its page too (walter-ag → /walter-ag-reference). The
 * folder is the list of projects: a new entry, saved in German and in English under the same name, is
 * a new page in the next build (docs/editing.md). The rule is the build's (app/content-model/references/slug.ts).
 */
function referenceSlugField(language: Language) {
  const example = pathsOf(language).reference("walter-ag");
  return fields.text({
    label: "Kürzel der Seite",
    description: `Name der Datei und Teil der Adresse (walter-ag → ${example}): Kleinbuchstaben a–z, Ziffern und Bindestriche. Legen Sie das Projekt auf Deutsch und auf Englisch unter demselben Kürzel an. Ein gespeichertes Kürzel ändern Sie nicht mehr: die Adresse der Seite hängt daran.`,
    validation: {
      isRequired: true,
      pattern: {
        // The rule of REFERENCE_SLUG, without the reserved names (RESERVED_SLUGS).
        regex: new RegExp(`^(?!(?:${RESERVED_SLUGS.join("|")})$)${REFERENCE_SLUG.source.slice(1)}`),
        message: `Nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche (etwa „walter-ag“); nicht: ${RESERVED_SLUGS.join(", ")}.`,
      },
    },
  });
}
