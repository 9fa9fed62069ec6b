import { randomBytes, scrypt, timingSafeEqual } from "node:crypto";

/**
 * Dashboard passwords are stored as scrypt hashes ("scrypt:<salt hex>:<hash hex>"), never in clear:
 * `npm run stats -- password` makes one for STATS_DASHBOARD_USERS. scrypt with Node's defaults
 * (N = 16384, r = 8, p = 1) costs about 50 ms per try, which a guesser pays for every attempt.
 */
const KEY_LENGTH = 32;
const HASH = /^scrypt:([0-9a-f]{32}):([0-9a-f]{64})$/;

const derive = (password: string, salt: Buffer) =>
  new Promise<Buffer>((resolve, reject) =>
    scrypt(password, salt, KEY_LENGTH, (err, key) => (err ? reject(err) : resolve(key))),
  );

export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  return `scrypt:${salt.toString("hex")}:${(await derive(password, salt)).toString("hex")}`;
}

export const isPasswordHash = (value: string) => HASH.test(value);

/** True when `password` matches `hash`; compared in constant time. */
export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  const m = HASH.exec(hash);
  if (!m) return false;
  const expected = Buffer.from(m[2]!, "hex");
  const actual = await derive(password, Buffer.from(m[1]!, "hex"));
  return timingSafeEqual(actual, expected);
}
