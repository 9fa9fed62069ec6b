/**
 * The admin's forms and the content schemas agree (issue 23): the forms are generated from the
 * schemas (admin/schema/generate.ts), and this test holds them to it. Every field of every schema has
 * a form field with German words, the same choices and the same required-ness; every file in content/
 * opens in the admin and is written back byte for byte; and on hundreds of one-field changes of the
 * real files (a text emptied, a list emptied, an unknown placeholder) the admin refuses exactly what
 * the build refuses (vite/content-data.ts readContent).
 */
import { cpSync, mkdtempSync, readFileSync, readdirSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createReader } from "@keystatic/core/reader";
import type { ComponentSchema } from "@keystatic/core";
import { dump, load } from "js-yaml";
import { afterAll, describe, expect, it } from "vitest";
import { contentSchemas, longTexts, type ContentFile } from "../app/pages/registry";
import { ContentError, contentFiles, readContent } from "../vite/content-data";
import { keystaticConfig } from "../keystatic.config";
import { languages, MAIN_LANGUAGE, type Language } from "../app/paths";
import { articlesKey, entryKey, referencesKey } from "./entries";
import { articleFileOf } from "../vite/article-rules";
import { fieldLabels } from "./schema/labels";
import { defOf, enumValues, minLength, unwrap } from "./schema/zod";

const artNames = readdirSync("app/assets/art", { recursive: true, encoding: "utf8" })
  .filter((file) => file.endsWith(".svg"))
  .map((file) =>
    file
      .replace(/\.svg$/, "")
      .split(path.sep)
      .join("/"),
  );
const config = keystaticConfig({ kind: "local" }, { names: artNames, preview: () => undefined });

/** "content/en/layout.yaml" → ["layout", "en"]. */
const kindOf = (file: string): [ContentFile, Language] => {
  const [, language, name] = /^content\/([a-z]{2})\/(.+)\.(yaml|mdoc)$/.exec(file)!;
  return [(name! in contentSchemas ? name : name!.replace(/[^/]+$/, "*")) as ContentFile, language as Language];
};
/** The admin's name of the entry that edits a file kind in a language. */
const keyOf = (kind: ContentFile, language: Language) =>
  kind === "references/*"
    ? referencesKey(language)
    : kind === "articles/*"
      ? articlesKey(language)
      : entryKey(kind, language);
/** The admin's form of a file kind, without the collection's slug (the file's name, not a field in it). */
const formOf = (kind: ContentFile, language: Language = MAIN_LANGUAGE): Record<string, ComponentSchema> => {
  const entry = kind.endsWith("/*")
    ? config.collections![keyOf(kind, language)]!
    : config.singletons![keyOf(kind, language)]!;
  const { slug: _slug, ...schema } = entry.schema as Record<string, ComponentSchema>;
  return kind === "references/*" ? schema : (entry.schema as Record<string, ComponentSchema>);
};

type FormField = Extract<ComponentSchema, { kind: "form" }>;
const accepts = (field: FormField, value: unknown) => {
  try {
    field.validate(field.parse(value as never, undefined as never), undefined as never);
    return true;
  } catch {
    return false;
  }
};

describe("the admin's forms follow the content schemas", () => {
  it("has a form for every file kind, and a German label for every field name", () => {
    for (const kind of Object.keys(contentSchemas) as ContentFile[])
      for (const language of languages) expect(formOf(kind, language), `${kind} ${language}`).toBeDefined();
    const names = new Set<string>();
    const walk = (schema: unknown) => {
      const def = defOf(schema as never);
      if (def.type === "optional") walk(def.innerType);
      else if (def.type === "object")
        for (const [key, field] of Object.entries(def.shape)) {
          names.add(key);
          walk(field);
        }
      else if (def.type === "array") walk(def.element);
      else if (def.type === "tuple") def.items.forEach(walk);
      else if (def.type === "union") def.options.forEach(walk);
      else if (def.type === "record") walk(def.valueType);
    };
    Object.values(contentSchemas).forEach(walk);
    expect([...names].filter((name) => !fieldLabels[name])).toEqual([]);
  });

  it("has a field for every schema field and none else, with the same choices, list lengths and required texts", () => {
    const mismatches: string[] = [];
    const compare = (schema: unknown, field: ComponentSchema, at: string) => {
      const { inner, optional } = unwrap(schema as never);
      const def = defOf(inner);
      if (field.kind === "object") {
        if (def.type !== "object" || optional)
          return void mismatches.push(`${at}: a group where the schema has ${def.type}`);
        const [a, b] = [Object.keys(def.shape), Object.keys(field.fields)];
        if (a.join() !== b.join()) mismatches.push(`${at}: fields ${b.join()} ≠ schema ${a.join()}`);
        for (const key of a) if (field.fields[key]) compare(def.shape[key], field.fields[key]!, `${at}.${key}`);
      } else if (field.kind === "array") {
        if (optional || (def.type !== "array" && def.type !== "tuple"))
          return void mismatches.push(`${at}: a list where the schema has ${def.type}`);
        if ((field.validation?.length?.min ?? 0) !== minLength(inner)) mismatches.push(`${at}: least entries differ`);
        compare(def.type === "array" ? def.element : def.items[0], field.element, `${at}[]`);
      } else if (field.kind === "form") {
        if (def.type === "enum") {
          // A select: the schema's values, in order, none left out.
          const options = (field as unknown as { options: { value: string }[] }).options?.map((o) => o.value);
          if (options?.join() !== enumValues(inner).join()) mismatches.push(`${at}: choices differ`);
        } else if (def.type === "string" && accepts(field, undefined) !== optional) {
          mismatches.push(`${at}: ${optional ? "optional" : "required"} in the schema, not in the form`);
        }
      } else mismatches.push(`${at}: unexpected ${field.kind}`);
    };
    // The articles' form is Keystatic's rich-text editor over the files' own fields
    // (admin/schema/article-collection.tsx; admin/article-collection.test.ts holds it to the build).
    for (const kind of (Object.keys(contentSchemas) as ContentFile[]).filter((k) => k !== "articles/*"))
      for (const language of languages) {
        const def = defOf(contentSchemas[kind]);
        if (def.type !== "object") throw new Error(kind);
        const form = formOf(kind, language);
        // A Markdoc file: the text (its chapters named by their headings) stands for the schema's `sections`.
        const keys = longTexts.includes(kind)
          ? [...Object.keys(def.shape).filter((key) => key !== "sections"), "body"]
          : Object.keys(def.shape);
        expect(Object.keys(form), `${kind} ${language}`).toEqual(keys);
        for (const [key, schema] of Object.entries(def.shape))
          if (form[key]) compare(schema, form[key]!, `${language}/${kind}.${key}`);
      }
    expect(mismatches).toEqual([]);
  });
});

/**
 * The file as Keystatic writes it after opening it: every field parsed and serialized, the data dumped
 * with js-yaml; a Markdoc file's text (`body`) below its fields as front matter, as it was: the
 * rich-text editor writes the text in Markdoc's own form (admin/article-collection.test.ts holds it to
 * the same page).
 */
function roundTrip(schema: Record<string, ComponentSchema>, data: Record<string, unknown>, body?: string): string {
  const write = (field: ComponentSchema, value: unknown): unknown => {
    if (field.kind === "form")
      return field.serialize(field.parse(value as never, undefined as never) as never, undefined as never).value;
    if (field.kind === "object") return writeObject(field.fields, (value ?? {}) as Record<string, unknown>);
    if (field.kind === "array") return ((value ?? []) as unknown[]).map((item) => write(field.element, item) ?? null);
    throw new Error(`no ${field.kind} fields in the admin`);
  };
  const writeObject = (fields: Record<string, ComponentSchema>, value: Record<string, unknown>) =>
    Object.fromEntries(
      Object.entries(fields).flatMap(([key, field]) => {
        const out = write(field, value[key]);
        return out === undefined ? [] : [[key, out]];
      }),
    );
  const { body: bodyField, ...fields } = schema;
  if (!bodyField) return dump(writeObject(schema, data));
  return `---\n${dump(writeObject(fields, data))}---\n${body}`;
}

/** A file's fields and, for Markdoc, its text. */
function readSource(source: string): [Record<string, unknown>, string | undefined] {
  const match = /^---\n([\s\S]*?\n)---\n/.exec(source);
  return match
    ? [load(match[1]!) as Record<string, unknown>, source.slice(match[0].length)]
    : [load(source) as Record<string, unknown>, undefined];
}

describe("every content file in the admin", () => {
  const files = contentFiles();

  it("has an entry for every file of both editions, at that file's path, and no other", () => {
    const entries = { ...config.singletons, ...config.collections };
    const inAdmin = Object.keys(entries).sort();
    // One entry per file, the collections' one per folder (so each counts once).
    const onDisk = [...new Set(files.map((file) => keyOf(...kindOf(file))))].sort();
    expect(inAdmin).toEqual(onDisk);
    // Half of them English: every German entry has its twin.
    expect(inAdmin.filter((key) => /^en[A-Z]/.test(key)).length * 2).toBe(inAdmin.length);
    // The entry's path is the file's: the singleton's path with the extension, the collection's with the slug.
    for (const file of files) {
      const entry = entries[keyOf(...kindOf(file))]!;
      const stem = file.replace(/\.(yaml|mdoc)$/, "");
      expect(entry.path!.endsWith("/*") ? `${entry.path!.slice(0, -1)}${path.basename(stem)}` : entry.path, file).toBe(
        stem,
      );
    }
  });

  it("lists every entry in the navigation, each German entry directly above its English one", () => {
    const navigation = config.ui!.navigation as Record<string, string[]>;
    const listed = Object.values(navigation)
      .flat()
      .filter((key) => key !== "---");
    expect([...listed].sort()).toEqual(Object.keys({ ...config.singletons, ...config.collections }).sort());
    for (const section of Object.values(navigation))
      // German, English, divider, German, English, …
      for (let i = 0; i < section.length; i += 3) {
        const [german, english, divider] = [section[i]!, section[i + 1]!, section[i + 2]];
        expect(divider ?? "---").toBe("---");
        expect(english, german).toBe(`en${german[0]!.toUpperCase()}${german.slice(1)}`);
        const label = (key: string) => (config.singletons![key] ?? config.collections![key])!.label;
        expect(label(german)).toMatch(/ – Deutsch$/);
        expect(label(english)).toBe(label(german).replace(/Deutsch$/, "Englisch"));
      }
  });

  // An article's text is rewritten in Markdoc's own form by the rich-text editor: the same article,
  // not the same bytes (admin/article-collection.test.ts).
  it.each(files.filter((file) => !articleFileOf(file)))("%s opens and is written back unchanged", (file) => {
    const source = readFileSync(file, "utf8");
    expect(roundTrip(formOf(...kindOf(file)), ...readSource(source))).toBe(source);
  });

  it("is read by Keystatic's reader with its validation", async () => {
    const reader = createReader(process.cwd(), config);
    for (const key of Object.keys(config.singletons!))
      await expect(reader.singletons[key]!.readOrThrow()).resolves.toBeTruthy();
    for (const language of languages) {
      const collection = reader.collections[referencesKey(language)]!;
      const slugs = await collection.list();
      expect(slugs.length).toBe(files.filter((f) => f.startsWith(`content/${language}/references/`)).length);
      for (const slug of slugs) await expect(collection.readOrThrow(slug)).resolves.toBeTruthy();
    }
  });
});

describe("the admin refuses what the build refuses", () => {
  // A copy of content/ to change one field at a time; the build's check reads it from there.
  const root = mkdtempSync(path.join(tmpdir(), "admin-schema-"));
  cpSync("content", path.join(root, "content"), { recursive: true });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The admin's verdict on a whole file: every field's validation, as Keystatic runs it on save. */
  function adminAccepts(schema: Record<string, ComponentSchema>, data: Record<string, unknown>) {
    const check = (field: ComponentSchema, value: unknown): boolean => {
      if (field.kind === "form") return accepts(field, value);
      if (field.kind === "object") return checkObject(field.fields, (value ?? {}) as Record<string, unknown>);
      if (field.kind === "array") {
        const items = (value ?? []) as unknown[];
        const { min = 0, max = Infinity } = field.validation?.length ?? {};
        return items.length >= min && items.length <= max && items.every((item) => check(field.element, item));
      }
      return false;
    };
    // A Markdoc text is not among the changes (the test below changes it); the fields are.
    const checkObject = (fields: Record<string, ComponentSchema>, value: Record<string, unknown>) =>
      Object.entries(fields).every(([key, field]) => key === "body" || check(field, value[key]));
    return checkObject(schema, data);
  }

  /** The build's verdict on a file's text. */
  function buildAccepts(file: string, source: string) {
    writeFileSync(path.join(root, file), source);
    try {
      readContent(file, root);
      return true;
    } catch (error) {
      if (error instanceof ContentError) return false;
      throw error;
    }
  }

  /** One-field changes of a file: each text emptied or given an unknown placeholder, each list emptied. */
  function* changes(data: unknown, at: (string | number)[] = []): Generator<[string, (copy: unknown) => void]> {
    const set = (value: unknown) => (copy: unknown) => {
      type Node = Record<string | number, unknown>;
      const parent = at.slice(0, -1).reduce<Node>((node, key) => node[key] as Node, copy as Node);
      parent[at[at.length - 1]!] = value;
    };
    if (typeof data === "string" && at.length) {
      yield [`${at.join(".")} = ""`, set("")];
      yield [`${at.join(".")} += {gibtEsNicht}`, set(`${data} {gibtEsNicht}`)];
    } else if (Array.isArray(data)) {
      if (at.length) yield [`${at.join(".")} = []`, set([])];
      for (const [i, item] of data.entries()) yield* changes(item, [...at, i]);
    } else if (data && typeof data === "object")
      for (const [key, item] of Object.entries(data)) yield* changes(item, [...at, key]);
  }

  const samples = [
    "content/de/home.yaml",
    "content/de/references/edeka.yaml",
    "content/de/services/mvps.yaml",
    "content/de/services/software-development.yaml",
    "content/de/knowledge/app-development.mdoc",
    "content/de/layout.yaml",
    "content/de/contact.yaml",
    "content/de/testimonials.yaml",
    "content/en/layout.yaml",
    "content/en/home.yaml",
    "content/en/references/edeka.yaml",
    "content/en/services/mvps.yaml",
    "content/en/knowledge/app-development.mdoc",
  ];
  it.each(samples)("%s: every one-field change", { timeout: 120_000 }, (file) => {
    const [original, body] = readSource(readFileSync(file, "utf8"));
    const schema = formOf(...kindOf(file));
    const disagreements: string[] = [];
    let count = 0;
    for (const [change, apply] of changes(original)) {
      const copy = structuredClone(original) as Record<string, unknown>;
      apply(copy);
      count++;
      // Accepted: the file the admin writes passes the build. Refused: the build refuses the change too.
      if (adminAccepts(schema, copy)) {
        if (!buildAccepts(file, roundTrip(schema, copy, body)))
          disagreements.push(`${change}: the admin accepts it, the build not`);
      } else if (buildAccepts(file, body === undefined ? dump(copy) : `---\n${dump(copy)}---\n${body}`)) {
        disagreements.push(`${change}: the admin refuses it, the build not`);
      }
    }
    writeFileSync(path.join(root, file), readFileSync(file));
    expect(count).toBeGreaterThan(20);
    expect(disagreements).toEqual([]);
  });
});
