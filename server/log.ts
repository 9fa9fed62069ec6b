/**
 * Structured logging: one JSON object per line on stdout/stderr, readable by journald,
 * Docker and every log shipper without a parser of our own.
 */
type Level = "debug" | "info" | "warn" | "error";
type Fields = Record<string, unknown>;

export type Logger = {
  [L in Level]: (msg: string, fields?: Fields) => void;
} & { child(fields: Fields): Logger };

export function createLogger(base: Fields = {}, minLevel: Level = "info"): Logger {
  const order: Level[] = ["debug", "info", "warn", "error"];
  const emit = (level: Level, msg: string, fields?: Fields) => {
    if (order.indexOf(level) < order.indexOf(minLevel)) return;
    const line = JSON.stringify({ time: new Date().toISOString(), level, msg, ...base, ...fields }, errorReplacer);
    (level === "error" || level === "warn" ? process.stderr : process.stdout).write(line + "\n");
  };
  return {
    debug: (m, f) => emit("debug", m, f),
    info: (m, f) => emit("info", m, f),
    warn: (m, f) => emit("warn", m, f),
    error: (m, f) => emit("error", m, f),
    child: (fields) => createLogger({ ...base, ...fields }, minLevel),
  };
}

function errorReplacer(_key: string, value: unknown) {
  if (value instanceof Error) return { name: value.name, message: value.message, stack: value.stack };
  return value;
}
