import { useState } from "react";
import type { BasicFormField, FormFieldInputProps } from "@keystatic/core";
import { Checkbox } from "@keystar/ui/checkbox";
import { Text } from "@keystar/ui/typography";
import type { z } from "zod";
import { clearSaveProblem, fieldKey, useSaveProblem } from "../save-problems";
import { wordsFor } from "./labels";
import { emptyValue, isArt, problemsOf, unwrap, type Json } from "./zod";

import { firstMessage, keysOf, type Place } from "./place";
import { StringEditor, textHelp } from "./string-editor";
import { StructuredInput } from "./structured-editor";
import { LockedField } from "./locked-field";

export type { ArtPreview, Fixed, Place } from "./place";
/**
 * The admin's own form fields (Keystatic's BasicFormField): each validates with the content schema
 * itself (plus the placeholder rule), so the admin refuses exactly what the build refuses, and each
 * writes the file's shape unchanged (an absent optional part stays absent). `Fixed` is a text the
 * requirements fix: shown, not editable.
 */

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

/** A text the requirements lock (a page type's `locked`): shown read-only, written unchanged. */
export function fixedTextField(fixed: { text: string; requirement: string }, place: Place): BasicFormField<string> {
  const { label } = wordsFor(place.file, keysOf(place.path));
  const field: BasicFormField<string> = {
    kind: "form",
    label,
    Input: () => <LockedField label={label} text={fixed.text} requirement={fixed.requirement} />,
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
