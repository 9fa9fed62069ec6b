import { useState, type ReactNode } from "react";
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { ActionButton } from "@keystar/ui/button";
import { Checkbox } from "@keystar/ui/checkbox";
import { Box, Flex, VStack } from "@keystar/ui/layout";
import { Item, Picker } from "@keystar/ui/picker";
import { TextArea, TextField } from "@keystar/ui/text-field";
import { Heading, Text } from "@keystar/ui/typography";
import type { z } from "zod";
import type { Language } from "../../app/paths";
import { filledText, lengthLimit, placeholderValuesIn } from "../../vite/content-texts";
import { clearSaveProblem, fieldKey, useSaveProblem } from "../save-problems";
import { optionLabels, wordsFor } from "./labels";
import {
  defOf,
  emptyValue,
  enumValues,
  isArt,
  isHref,
  isText,
  minLength,
  problemsOf,
  unwrap,
  type Json,
  type Problem,
} from "./zod";

/**
 * The admin's own form fields (Keystatic's BasicFormField): each validates with the content schema
 * itself (plus the placeholder rule), so the admin refuses exactly what the build refuses, and each
 * writes the file's shape unchanged (an absent optional part stays absent). `Fixed` is a text the
 * requirements fix: shown, not editable.
 */

export type Fixed = {
  (path: readonly (string | number)[]): { text: string; requirement: string } | undefined;
  /** Some fixed text lies below this path (a list with a fixed entry). */
  below(path: readonly (string | number)[]): boolean;
};

/** Where a field sits: the file (schema name), its path, the drawings there are, the fixed texts. */
export type Place = {
  file: string;
  path: (string | number)[];
  artNames: readonly string[];
  art: ArtPreview;
  fixed: Fixed;
  /** The collection of reference projects in this form's language: a project is picked from it. */
  references: string;
  /** The form's language: placeholders are filled in its words, a save's fault is shown in its form. */
  language: Language;
};

/** The URL of a drawing's file for its preview, or undefined where none can be shown (tests in Node). */
export type ArtPreview = (name: string) => string | undefined;

const keysOf = (path: readonly (string | number)[]) => path.filter((p): p is string => typeof p === "string");

function firstMessage(problems: Problem[]) {
  return problems.length ? problems.map((p) => p.message).join(" ") : undefined;
}

function validated<T>(schema: z.ZodType, value: T, toData: (value: T) => unknown, place: Place): T {
  const problems = problemsOf(schema, toData(value), place.path, place.language);
  if (problems.length) throw new Error(problems.map((p) => `${p.path.join(".") || "Wert"}: ${p.message}`).join("; "));
  return value;
}

/** A text, link target or drawing name; "" stands for an absent optional text and is not written. */
export function textField(schema: z.ZodType, place: Place): BasicFormField<string> {
  const { label, description } = wordsFor(place.file, keysOf(place.path));
  const { inner, optional } = unwrap(schema);
  const toData = (value: string) => (value === "" && optional ? undefined : value);
  const field: BasicFormField<string> = {
    kind: "form",
    label,
    Input: (props) => (
      <StringInput schema={schema} label={label} description={description} place={place} props={props} />
    ),
    defaultValue: () => (isArt(inner) ? (place.artNames[0] ?? "") : ""),
    parse: (value) => (typeof value === "string" ? value : ""),
    serialize: (value) => ({ value: toData(value) }),
    validate: (value) => validated(schema, value, toData, place),
    reader: { parse: (value) => field.validate(typeof value === "string" ? value : "") },
  };
  return field;
}

function StringInput({
  schema,
  label,
  description,
  place,
  props,
}: {
  schema: z.ZodType;
  label: string;
  description?: string;
  place: Place;
  props: FormFieldInputProps<string>;
}) {
  const [blurred, setBlurred] = useState(false);
  const { inner, optional } = unwrap(schema);
  const key = fieldKey(place.file, place.language, place.path);
  const refused = useSaveProblem(key);
  const errorMessage =
    refused ??
    (props.forceValidation || blurred
      ? firstMessage(
          problemsOf(schema, props.value === "" && optional ? undefined : props.value, place.path, place.language),
        )
      : undefined);
  return (
    <StringEditor
      schema={inner}
      label={label}
      description={textHelp(description, props.value, place)}
      isRequired={!optional}
      value={props.value}
      onChange={(value) => {
        clearSaveProblem(key);
        props.onChange(value);
      }}
      onBlur={() => setBlurred(true)}
      autoFocus={props.autoFocus}
      errorMessage={errorMessage}
      place={place}
    />
  );
}

/**
 * The help under a text: its own words, then what the page will show (placeholders filled in, each
 * placeholder's value with its unit) and the length against the limit of its place, as the editor types.
 */
function textHelp(description: string | undefined, value: string, place: Place): string | undefined {
  const field = place.path.filter((p) => typeof p === "string").join(".");
  const limit = lengthLimit(field);
  if (!limit) return description;
  const parts = description ? [description] : [];
  const values = placeholderValuesIn(value, place.language);
  if (values.length) parts.push(`Auf der Seite: „${filledText(value, place.language)}“ (${values.join(", ")}).`);
  parts.push(`${[...filledText(value, place.language)].length} / ${limit.limit} Zeichen.`);
  return parts.join(" ");
}

/** One text: a line for link targets, a growing box for copy, a picker with preview for drawings. */
function StringEditor({
  schema,
  label,
  description,
  isRequired,
  value,
  onChange,
  onBlur,
  autoFocus,
  errorMessage,
  place,
}: {
  schema: z.ZodType;
  label: string;
  description?: string;
  isRequired: boolean;
  value: string;
  onChange(value: string): void;
  onBlur?(): void;
  autoFocus?: boolean;
  errorMessage?: string;
  place: Place;
}) {
  if (isArt(schema)) {
    const preview = place.art(value);
    return (
      <VStack gap="regular">
        <Picker
          label={label}
          description={description}
          isRequired={isRequired}
          selectedKey={value || null}
          onSelectionChange={(key) => onChange(String(key))}
          errorMessage={errorMessage}
          items={place.artNames.map((name) => ({ name }))}
        >
          {(item) => <Item key={item.name}>{item.name}</Item>}
        </Picker>
        {preview ? (
          <Box border="neutral" borderRadius="regular" padding="regular" width="scale.3000" backgroundColor="surface">
            <img src={preview} alt="" style={{ display: "block", width: "100%", height: "auto" }} />
          </Box>
        ) : null}
      </VStack>
    );
  }
  const Component = isHref(schema) ? TextField : TextArea;
  return (
    <Component
      label={label}
      description={description}
      isRequired={isRequired}
      value={value}
      onChange={onChange}
      onBlur={onBlur}
      autoFocus={autoFocus}
      errorMessage={errorMessage}
    />
  );
}

/** A text the requirements lock (a page type's `locked`): shown read-only, written unchanged. */
export function fixedTextField(fixed: { text: string; requirement: string }, place: Place): BasicFormField<string> {
  const { label } = wordsFor(place.file, keysOf(place.path));
  const description = `Fester Text (Anforderung ${fixed.requirement}): nicht änderbar.`;
  const field: BasicFormField<string> = {
    kind: "form",
    label,
    Input: () => <TextField label={label} description={description} value={fixed.text} isReadOnly />,
    defaultValue: () => fixed.text,
    parse: (value) => (typeof value === "string" ? value : ""),
    serialize: (value) => ({ value }),
    validate: (value) => {
      if (value !== fixed.text)
        throw new Error(`muss „${fixed.text}“ lauten (Anforderung ${fixed.requirement} legt diesen Text fest)`);
      return value;
    },
    reader: { parse: (value) => field.validate(typeof value === "string" ? value : "") },
  };
  return field;
}

/** A yes/no option whose "no" is written as absence (the files leave it out). */
export function optionalCheckbox(place: Place): BasicFormField<boolean> {
  const { label, description } = wordsFor(place.file, keysOf(place.path));
  return {
    kind: "form",
    label,
    Input: (props) => (
      <Checkbox isSelected={props.value} onChange={props.onChange} autoFocus={props.autoFocus}>
        <Text>{label}</Text>
        {description ? <Text slot="description">{description}</Text> : null}
      </Checkbox>
    ),
    defaultValue: () => false,
    parse: (value) => value === true,
    serialize: (value) => ({ value: value ? true : undefined }),
    validate: (value) => value,
    reader: { parse: (value) => value === true },
  };
}

/**
 * A part whose shape Keystatic's own fields cannot write as our files have it: an optional group or
 * list (absent when switched off), a choice of block types (`type: p`), a text-or-term list entry, a
 * keyed set of figures, or a list with fixed texts at fixed positions. The editor below is built
 * from the schema; the value is the file's data as it is.
 */
export function structuredField(schema: z.ZodType, place: Place): BasicFormField<Json | null> {
  const { label, description } = wordsFor(place.file, keysOf(place.path));
  const toData = (value: Json | null) => (value === null ? undefined : value);
  const field: BasicFormField<Json | null> = {
    kind: "form",
    label,
    Input: (props) => (
      <StructuredInput schema={schema} label={label} description={description} place={place} props={props} />
    ),
    defaultValue: () => emptyValue(schema) ?? null,
    parse: (value) => (value === undefined ? null : (value as Json)),
    serialize: (value) => ({ value: toData(value) }),
    validate: (value) => {
      validated(schema, value, toData, place);
      const problem = fixedProblem(toData(value), place);
      if (problem) throw new Error(problem);
      return value;
    },
    reader: { parse: (value) => field.validate(value === undefined ? null : (value as Json)) },
  };
  return field;
}

/** A fixed text inside a structured part that differs from the requirement's wording. */
function fixedProblem(value: unknown, place: Place): string | undefined {
  let problem: string | undefined;
  const visit = (node: unknown, path: (string | number)[]) => {
    const fixed = place.fixed([...place.path, ...path]);
    if (fixed && node !== fixed.text) problem ??= `muss „${fixed.text}“ lauten (Anforderung ${fixed.requirement})`;
    if (Array.isArray(node)) node.forEach((item, i) => visit(item, [...path, i]));
    else if (node && typeof node === "object")
      for (const [key, item] of Object.entries(node)) visit(item, [...path, key]);
  };
  visit(value, []);
  return problem;
}

function StructuredInput({
  schema,
  label,
  description,
  place,
  props,
}: {
  schema: z.ZodType;
  label: string;
  description?: string;
  place: Place;
  props: FormFieldInputProps<Json | null>;
}) {
  const value = props.value === null ? undefined : props.value;
  const problems = props.forceValidation ? problemsOf(schema, value, place.path, place.language) : [];
  return (
    <Editor
      schema={schema}
      value={value}
      onChange={(next) => props.onChange(next === undefined ? null : next)}
      label={label}
      description={description}
      place={place}
      at={[]}
      problems={problems}
    />
  );
}

type EditorProps = {
  schema: z.ZodType;
  value: Json | undefined;
  onChange(value: Json | undefined): void;
  label: string;
  description?: string;
  place: Place;
  /** Path below the field (the structured field's own path is place.path). */
  at: (string | number)[];
  problems: Problem[];
};

const samePath = (a: readonly (string | number)[], b: readonly (string | number)[]) =>
  a.length === b.length && a.every((p, i) => p === b[i]);

function messageAt(problems: Problem[], at: (string | number)[]) {
  return firstMessage(problems.filter((p) => samePath(p.path, at)));
}

function Group({ label, description, children }: { label: string; description?: string; children: ReactNode }) {
  return (
    <Box border="neutral" borderRadius="medium" padding="large">
      <VStack gap="large">
        <Heading size="small" elementType="h3">
          {label}
        </Heading>
        {description ? <Text color="neutralSecondary">{description}</Text> : null}
        {children}
      </VStack>
    </Box>
  );
}

/** The editor of any part of a content schema, recursively. */
function Editor({ schema, value, onChange, label, description, place, at, problems }: EditorProps): ReactNode {
  const def = defOf(schema);
  const fullPath = [...place.path, ...at];
  const fixed = place.fixed(fullPath);
  const error = messageAt(problems, at);
  const words = (key: string) => wordsFor(place.file, keysOf([...fullPath, key]));

  if (fixed)
    return (
      <TextField
        label={label}
        description={`Fester Text (Anforderung ${fixed.requirement}): nicht änderbar.`}
        value={fixed.text}
        isReadOnly
      />
    );

  switch (def.type) {
    case "optional": {
      // A yes/no option: absent is "no".
      if (defOf(def.innerType).type === "boolean")
        return (
          <Editor
            schema={def.innerType}
            value={value}
            onChange={onChange}
            label={label}
            place={place}
            at={at}
            problems={problems}
          />
        );
      const on = value !== undefined;
      return (
        <VStack gap="regular">
          <Checkbox isSelected={on} onChange={(next) => onChange(next ? (emptyValue(def.innerType) ?? "") : undefined)}>
            <Text>{label} verwenden</Text>
            {description ? <Text slot="description">{description}</Text> : null}
          </Checkbox>
          {on ? (
            <Editor
              schema={def.innerType}
              value={value}
              onChange={onChange}
              label={label}
              place={place}
              at={at}
              problems={problems}
            />
          ) : null}
        </VStack>
      );
    }
    case "string":
      if (isText(schema) || isHref(schema) || isArt(schema))
        return (
          <StringEditor
            schema={schema}
            label={label}
            description={
              isText(schema)
                ? textHelp(description, typeof value === "string" ? value : "", { ...place, path: fullPath })
                : description
            }
            isRequired
            value={typeof value === "string" ? value : ""}
            onChange={onChange}
            errorMessage={error}
            place={place}
          />
        );
      return (
        <TextField
          label={label}
          description={description}
          value={String(value ?? "")}
          onChange={onChange}
          errorMessage={error}
        />
      );
    case "boolean":
      return (
        <Checkbox isSelected={value === true} onChange={(next) => onChange(next ? true : undefined)}>
          <Text>{label}</Text>
        </Checkbox>
      );
    case "literal":
      return null;
    case "enum":
      return (
        <Picker
          label={label}
          description={description}
          selectedKey={typeof value === "string" ? value : null}
          onSelectionChange={(key) => onChange(String(key))}
          errorMessage={error}
          items={enumValues(schema).map((v) => ({ v }))}
        >
          {(item) => <Item key={item.v}>{optionLabels[item.v] ?? item.v}</Item>}
        </Picker>
      );
    case "object": {
      const record = (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, Json>;
      const keys = Object.keys(def.shape);
      const set = (key: string, next: Json | undefined) =>
        onChange(
          Object.fromEntries(
            keys.flatMap((k) => {
              const v = k === key ? next : record[k];
              return v === undefined ? [] : [[k, v]];
            }),
          ),
        );
      const body = (
        <VStack gap="large">
          {keys.map((key) => (
            <Editor
              key={key}
              schema={def.shape[key]!}
              value={record[key]}
              onChange={(next) => set(key, next)}
              {...words(key)}
              place={place}
              at={[...at, key]}
              problems={problems}
            />
          ))}
        </VStack>
      );
      return at.length === 0 || typeof at[at.length - 1] === "number" ? (
        body
      ) : (
        <Group label={label} description={description}>
          {body}
        </Group>
      );
    }
    case "array":
    case "tuple": {
      const items = Array.isArray(value) ? value : [];
      const element = (i: number) => (def.type === "tuple" ? def.items[i]! : def.element);
      const fixedLength = def.type === "tuple";
      const move = (from: number, to: number) => {
        const next = [...items];
        const [item] = next.splice(from, 1);
        next.splice(to, 0, item!);
        onChange(next);
      };
      return (
        <Group label={label} description={description}>
          {error ? <Text color="critical">{error}</Text> : null}
          {items.map((item, i) => (
            <Box key={i} borderStart="neutral" paddingStart="large">
              <VStack gap="regular">
                <Editor
                  schema={element(i)}
                  value={item}
                  onChange={(next) => onChange(items.map((old, j) => (j === i ? (next ?? null) : old)))}
                  label={`Eintrag ${i + 1}`}
                  place={place}
                  at={[...at, i]}
                  problems={problems}
                />
                {fixedLength ? null : (
                  <Flex gap="regular">
                    <ActionButton isDisabled={i === 0} onPress={() => move(i, i - 1)}>
                      Nach oben
                    </ActionButton>
                    <ActionButton isDisabled={i === items.length - 1} onPress={() => move(i, i + 1)}>
                      Nach unten
                    </ActionButton>
                    <ActionButton
                      isDisabled={items.length <= minLength(schema)}
                      onPress={() => onChange(items.filter((_, j) => j !== i))}
                    >
                      Entfernen
                    </ActionButton>
                  </Flex>
                )}
              </VStack>
            </Box>
          ))}
          {fixedLength || def.type !== "array" ? null : (
            <ActionButton onPress={() => onChange([...items, emptyValue(def.element) ?? null])}>
              Eintrag hinzufügen
            </ActionButton>
          )}
        </Group>
      );
    }
    case "union": {
      const discriminator = def.discriminator;
      const index = unionIndex(def.options, value, discriminator);
      const option = def.options[index]!;
      const choose = (key: number) => {
        const next = emptyValue(def.options[key]!) ?? null;
        // Keep the text when only the kind changes (a paragraph becomes a note).
        if (
          next &&
          typeof next === "object" &&
          !Array.isArray(next) &&
          value &&
          typeof value === "object" &&
          !Array.isArray(value) &&
          typeof value.text === "string" &&
          "text" in next
        )
          next.text = value.text;
        else if (
          typeof next === "object" &&
          next &&
          !Array.isArray(next) &&
          typeof value === "string" &&
          "text" in next
        )
          next.text = value;
        onChange(next);
      };
      return (
        <VStack gap="regular">
          <Picker
            label={discriminator ? "Art des Blocks" : "Form"}
            selectedKey={String(index)}
            onSelectionChange={(key) => choose(Number(key))}
            items={def.options.map((o, i) => ({ key: String(i), name: optionName(o, discriminator) }))}
          >
            {(item) => <Item key={item.key}>{item.name}</Item>}
          </Picker>
          <Editor
            schema={option}
            value={value}
            onChange={onChange}
            label={label}
            place={place}
            at={at}
            problems={problems}
          />
        </VStack>
      );
    }
    case "record": {
      const entries = Object.entries(
        (value && typeof value === "object" && !Array.isArray(value) ? value : {}) as Record<string, Json>,
      );
      const write = (next: [string, Json][]) => onChange(Object.fromEntries(next));
      return (
        <Group label={label} description={description}>
          {error ? <Text color="critical">{error}</Text> : null}
          {entries.map(([key, item], i) => (
            <Box key={i} borderStart="neutral" paddingStart="large">
              <VStack gap="regular">
                <TextField
                  label="Schlüssel"
                  description="Kleinbuchstaben, Ziffern und Bindestriche; Blöcke „Abbildung“ nennen diesen Schlüssel."
                  value={key}
                  onChange={(next) => write(entries.map((e, j) => (j === i ? [next, e[1]] : e)))}
                  errorMessage={messageAt(problems, [...at, key])}
                />
                <Editor
                  schema={def.valueType}
                  value={item}
                  onChange={(next) => write(entries.map((e, j) => (j === i ? [e[0], next ?? null] : e)))}
                  label={`Abbildung „${key}“`}
                  place={place}
                  at={[...at, key]}
                  problems={problems}
                />
                <Flex>
                  <ActionButton onPress={() => write(entries.filter((_, j) => j !== i))}>Entfernen</ActionButton>
                </Flex>
              </VStack>
            </Box>
          ))}
          <ActionButton
            onPress={() => write([...entries, [`abbildung-${entries.length + 1}`, emptyValue(def.valueType) ?? null]])}
          >
            Eintrag hinzufügen
          </ActionButton>
        </Group>
      );
    }
  }
}

/** Which option of a union a value is: by its discriminator, else the first that accepts its shape. */
function unionIndex(options: z.ZodType[], value: unknown, discriminator?: string) {
  if (discriminator && value && typeof value === "object") {
    const found = options.findIndex((o) => {
      const d = defOf(o);
      if (d.type !== "object") return false;
      const literal = defOf(d.shape[discriminator]!);
      return literal.type === "literal" && literal.values[0] === (value as Record<string, unknown>)[discriminator];
    });
    return Math.max(0, found);
  }
  const byType = options.findIndex((o) =>
    typeof value === "string" ? defOf(o).type === "string" : defOf(o).type === "object",
  );
  return Math.max(0, byType);
}

function optionName(option: z.ZodType, discriminator?: string): string {
  const def = defOf(option);
  if (discriminator && def.type === "object") {
    const literal = defOf(def.shape[discriminator]!);
    const name = literal.type === "literal" ? String(literal.values[0]) : "?";
    return optionLabels[name] ?? name;
  }
  return def.type === "string" ? "Einfacher Punkt" : "Begriff mit Erklärung";
}
