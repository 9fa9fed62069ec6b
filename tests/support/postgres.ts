/**
 * A real, throw-away PostgreSQL server for the tests (test code only): `initdb` and
 * `pg_ctl` from the system's PostgreSQL packages, in a temporary folder, on a free port. Running as
 * root (containers, CI), PostgreSQL refuses to start, so the cluster is created and run as the
 * `postgres` user, which owns the folder.
 */
import { execFileSync, spawnSync } from "node:child_process";
import { chownSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import pg from "pg";
import { freePort } from "./contact-harness";

const INSTALL_HINT =
  "install them with `apt-get install -y postgresql` (Debian/Ubuntu), put pg_ctl on PATH, or set POSTGRES_BIN_DIR";

/**
 * Folder with initdb and pg_ctl: POSTGRES_BIN_DIR when set (e.g. Homebrew's; only there), else PATH,
 * then Debian's versioned folders (newest first).
 */
function findPostgresBin(): string | undefined {
  const has = (dir: string) => existsSync(join(dir, "initdb")) && existsSync(join(dir, "pg_ctl"));
  const explicit = process.env.POSTGRES_BIN_DIR;
  if (explicit) return has(explicit) ? explicit : undefined;
  const candidates = (process.env.PATH ?? "").split(":").filter(Boolean);
  if (existsSync("/usr/lib/postgresql")) {
    const versions = readdirSync("/usr/lib/postgresql").sort((a, b) => Number(b) - Number(a));
    candidates.push(...versions.map((v) => join("/usr/lib/postgresql", v, "bin")));
  }
  return candidates.find(has);
}

const bin = findPostgresBin();

/** Undefined when the PostgreSQL tests can run; otherwise the reason they are skipped. */
export const postgresSkipReason = bin
  ? undefined
  : `PostgreSQL tests SKIPPED: initdb/pg_ctl not found — ${INSTALL_HINT}.`;
if (postgresSkipReason) console.warn(postgresSkipReason);

export type TestPostgres = {
  /** URL of the `postgres` database (superuser, no password: trust on 127.0.0.1 only). */
  adminUrl: string;
  port: number;
  /** A new empty database; returns its URL. */
  createDatabase(): Promise<string>;
  stop(): void;
};

let databases = 0;

/** runuser (util-linux) where it exists, su otherwise; both may live outside a test's PATH. */
function asPostgresUser(command: string[]): [string, string[]] {
  const runuser = ["/usr/sbin/runuser", "/sbin/runuser", "/usr/bin/runuser"].find((f) => existsSync(f));
  if (runuser) return [runuser, ["-u", "postgres", "--", ...command]];
  const quoted = command.map((a) => `'${a.replace(/'/g, `'\\''`)}'`).join(" ");
  return [["/bin/su", "/usr/bin/su"].find((f) => existsSync(f)) ?? "su", ["postgres", "-s", "/bin/sh", "-c", quoted]];
}

/** durable: keep fsync on (benchmarks); tests switch it off to run faster on a busy machine. */
export async function startPostgres(options: { durable?: boolean } = {}): Promise<TestPostgres> {
  if (!bin) throw new Error(postgresSkipReason);
  const root = process.getuid?.() === 0;
  const dir = mkdtempSync(join(tmpdir(), "contact-pg-"));
  const data = join(dir, "data");
  if (root) {
    const uid = Number(execFileSync("id", ["-u", "postgres"], { encoding: "utf8" }).trim());
    const gid = Number(execFileSync("id", ["-g", "postgres"], { encoding: "utf8" }).trim());
    chownSync(dir, uid, gid);
  }
  const asOwner = (tool: string, args: string[]) => {
    const [cmd, argv] = root ? asPostgresUser([join(bin, tool), ...args]) : [join(bin, tool), args];
    const r = spawnSync(cmd, argv, { encoding: "utf8", timeout: 60_000 });
    if (r.status !== 0) throw new Error(`${tool} failed (${r.status}): ${r.stderr || r.stdout || r.error}`);
  };

  asOwner("initdb", ["-D", data, "-A", "trust", "-U", "postgres", "--no-sync", "-E", "UTF8", "--locale=C"]);
  let port = 0;
  for (let attempt = 1; ; attempt++) {
    port = await freePort();
    // TCP on loopback only, no Unix socket (its path could be too long).
    const fast = options.durable ? "" : " -c fsync=off -c full_page_writes=off";
    const serverOptions = `-p ${port} -c listen_addresses=127.0.0.1 -c unix_socket_directories=''${fast}`;
    try {
      asOwner("pg_ctl", ["-D", data, "-l", join(dir, "server.log"), "-w", "-t", "60", "-o", serverOptions, "start"]);
      break;
    } catch (err) {
      // Another process may have taken the port in the meantime: try another one.
      if (attempt >= 3) {
        const log = existsSync(join(dir, "server.log")) ? readFileSync(join(dir, "server.log"), "utf8") : "";
        rmSync(dir, { recursive: true, force: true });
        throw new Error(`${(err as Error).message}\n${log}`);
      }
    }
  }
  const adminUrl = `postgres://postgres@127.0.0.1:${port}/postgres`;
  return {
    adminUrl,
    port,
    async createDatabase() {
      const name = `test_${process.pid}_${++databases}`;
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`CREATE DATABASE ${name}`);
      } finally {
        await client.end();
      }
      return `postgres://postgres@127.0.0.1:${port}/${name}`;
    },
    stop() {
      try {
        asOwner("pg_ctl", ["-D", data, "-m", "immediate", "stop"]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
  };
}
