import { Box, VStack } from "@keystar/ui/layout";
import { Item, Picker } from "@keystar/ui/picker";
import { TextArea, TextField } from "@keystar/ui/text-field";
import type { z } from "zod";
import { filledText, lengthLimit, placeholderValuesIn } from "../../vite/content-texts";
import { isArt, isHref } from "./zod";
import type { Place } from "./place";

/**
 * The help under a text: its own words, then what the page will show (placeholders filled in, each
 * placeholder's value with its unit) and the length against the limit of its place, as the editor types.
 */
export function textHelp(description: string | undefined, value: string, place: Place): string | undefined {
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
export function StringEditor({
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
