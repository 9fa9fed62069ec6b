/**
 * Files found by `import.meta.glob`, keyed by their name ("../../../content/de/services/mvps.yaml" →
 * "mvps"), each reduced to the one field picked from it.
 */
export function byKey<Field extends string, T>(
  files: Record<string, Record<Field, T>>,
  field: Field,
): Record<string, T> {
  return Object.fromEntries(
    Object.entries(files).map(([file, data]) => [file.replace(/^.*\/|\.yaml$/g, ""), data[field]]),
  );
}
