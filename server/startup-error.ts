/**
 * A reason the server cannot start, written for the operator: one line that names the setting and
 * the fix. exitOnStartupError (server/start-server.ts) prints it and exits with status 1; nothing
 * keeps running in the background.
 */
export class StartupError extends Error {
  override name = "StartupError";
}

/** "CODE: message" of an error from the system or a library, for a StartupError's text. */
export function describeError(err: unknown) {
  const { code, message } = (err ?? {}) as { code?: string; message?: string };
  return [code, message].filter(Boolean).join(": ") || String(err);
}
