/**
 * A reason the server cannot start, written for the operator: one line that names the setting and
 * the fix. main.ts prints it and exits with status 1; nothing keeps running in the background.
 */
export class StartupError extends Error {
  override name = "StartupError";
}
