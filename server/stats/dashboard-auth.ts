import type { RequestHandler } from "express";
import { clientKey } from "../contact/rate-limit";
import type { Logger } from "../log";
import { verifyPassword } from "./password";

/** Failed sign-ins one client may make in a window before it waits for the window to end. */
const MAX_FAILURES = 10;
const FAILURE_WINDOW_MS = 15 * 60_000;
/** Bound on the clients the failure counts remember (a flood of addresses cannot grow it further). */
const MAX_TRACKED = 10_000;

/**
 * The dashboard's sign-in (docs/decisions/0020-reach-measurement.md): HTTP Basic against names and
 * scrypt hashes the operator sets (STATS_DASHBOARD_USERS). No cookie and no session: the browser
 * sends the credentials with every request until it is closed. Refused over plain HTTP, except for a
 * direct connection from this machine (an SSH tunnel, curl on the server), so a password never
 * crosses a network unencrypted. Failed attempts are counted per client address, in memory only,
 * and forgotten after 15 minutes.
 */
export function basicAuth(users: ReadonlyMap<string, string>, log: Logger): RequestHandler {
  const failures = new Map<string, { count: number; since: number }>();

  const failuresOf = (key: string, now: number) => {
    const entry = failures.get(key);
    if (entry && now - entry.since > FAILURE_WINDOW_MS) failures.delete(key);
    return failures.get(key);
  };

  return (req, res, next) => {
    const direct = isLoopback(req.socket.remoteAddress) && req.get("X-Forwarded-For") === undefined;
    if (!req.secure && !direct) {
      res.status(403).type("text/plain").send("Die Statistik ist nur über HTTPS erreichbar.");
      return;
    }
    const now = Date.now();
    const key = clientKey(req.ip);
    const seen = failuresOf(key, now);
    if (seen && seen.count >= MAX_FAILURES) {
      res.set("Retry-After", String(Math.ceil((seen.since + FAILURE_WINDOW_MS - now) / 1000)));
      res.status(429).type("text/plain").send("Zu viele Anmeldeversuche. Bitte versuchen Sie es später noch einmal.");
      return;
    }
    const credentials = basicCredentials(req.get("Authorization"));
    const challenge = () => {
      res.set("WWW-Authenticate", 'Basic realm="Statistik", charset="UTF-8"');
      res.status(401).type("text/plain").send("Bitte melden Sie sich an.");
    };
    if (!credentials) return challenge();
    const hash = users.get(credentials.name);
    // An unknown name costs the same as a wrong password, so timing does not tell names apart.
    verifyPassword(credentials.password, hash ?? DUMMY_HASH).then(
      (ok) => {
        if (ok && hash) return next();
        if (failures.size >= MAX_TRACKED) failures.clear();
        const entry = failuresOf(key, now) ?? { count: 0, since: now };
        entry.count++;
        failures.set(key, entry);
        if (entry.count === MAX_FAILURES) log.warn("stats.dashboard_sign_in_blocked", { failures: entry.count });
        challenge();
      },
      (err: unknown) => next(err),
    );
  };
}

/** A valid hash of no password anyone knows: the work for an unknown name. */
const DUMMY_HASH = `scrypt:${"0".repeat(32)}:${"0".repeat(64)}`;

function basicCredentials(header: string | undefined): { name: string; password: string } | undefined {
  const m = /^Basic\s+([A-Za-z0-9+/=]+)\s*$/i.exec(header ?? "");
  if (!m) return undefined;
  const decoded = Buffer.from(m[1]!, "base64").toString("utf8");
  const i = decoded.indexOf(":");
  return i < 0 ? undefined : { name: decoded.slice(0, i), password: decoded.slice(i + 1) };
}

function isLoopback(address: string | undefined): boolean {
  return address === "::1" || address?.startsWith("127.") === true || address?.startsWith("::ffff:127.") === true;
}
