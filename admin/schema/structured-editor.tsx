import type { ReactNode } from "react";
import type { FormFieldInputProps } from "@keystatic/core";
import { ActionButton } from "@keystar/ui/button";
import { Checkbox } from "@keystar/ui/checkbox";
import { Box, Flex, VStack } from "@keystar/ui/layout";
import { Item, Picker } from "@keystar/ui/picker";
import { TextField } from "@keystar/ui/text-field";
import { Heading, Text } from "@keystar/ui/typography";
import type { z } from "zod";
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
  type Json,
  type Problem,
} from "./zod";
import { firstMessage, keysOf, type Place } from "./place";
import { StringEditor, textHelp } from "./string-editor";
import { LockedField } from "./locked-field";

/** The editor of a structured field (inputs.tsx `structuredField`), built from its schema. */
export function StructuredInput({
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

  if (fixed) return <LockedField label={label} text={fixed.text} requirement={fixed.requirement} />;

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
