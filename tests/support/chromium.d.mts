/** CHROMIUM_PATH, else Debian's package. */
export const chromiumPath: string;
/** Flags for a quiet, reproducible browser (see chromium.mjs). */
export const chromiumArgs: readonly string[];
