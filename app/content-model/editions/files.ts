/**
 * Files found by `import.meta.glob`, keyed by their name ("../../../content/de/services/mvps.yaml" →
 * "mvps"), each reduced to the one field picked from it.
 */
export function byKey(files: Record<string, unknown>, field: string): Record<string, unknown> {
  return Object.fromEntries(
    Object.entries(files).map(([file, data]) => [
      file.replace(/^.*\/|\.yaml$/g, ""),
      (data as Record<string, unknown>)[field],
    ]),
  );
}
