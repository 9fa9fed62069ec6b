/**
 * Per-test set-up the server tests share (Vitest only): a fresh temporary folder, clean-ups that run
 * after the test whatever happened (last registered first), and a logger that records its lines.
 */
import { join } from "node:path";
import http from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, beforeEach } from "vitest";
import type { Config } from "../../server/config";
import { openSqliteStore } from "../../server/contact/sqlite-store";
import type { OutboxStore } from "../../server/contact/store";
import type { Logger } from "../../server/log";
import { startHarness, tempDir, TestSmtp, type Harness, type SmtpBehaviour } from "./contact-harness";

export type PerTest = {
  /** This test's temporary folder (a DATA_DIR). */
  readonly dir: string;
  /** Runs `cleanup` after the test, before the folder is removed. */
  defer(cleanup: () => unknown): void;
};

/** Call once at the top of a test file. */
export function perTest(): PerTest {
  let folder: ReturnType<typeof tempDir> | undefined;
  let cleanups: (() => unknown)[] = [];
  beforeEach(() => {
    folder = tempDir();
    cleanups = [];
  });
  afterEach(async () => {
    for (const cleanup of cleanups.reverse()) await cleanup();
    folder?.remove();
  });
  return {
    get dir() {
      if (!folder) throw new Error("perTest().dir is only available inside a test");
      return folder.path;
    },
    defer: (cleanup) => void cleanups.push(cleanup),
  };
}

/**
 * The contact tests' set-up (call once at the top of a file): per test a fresh DATA_DIR, and the
 * contact services, SMTP servers and outbox connections the test opens, each closed after it.
 */
export function contactTestScope() {
  const scope = perTest();
  return {
    scope,
    /** The contact service on `config`, mounted as server/app.ts mounts it. */
    async serve(config: Config, options: Parameters<typeof startHarness>[1] = {}): Promise<Harness> {
      const harness = await startHarness(config, options);
      scope.defer(() => harness.close());
      return harness;
    },
    /** An in-process SMTP server (a mail provider), on `port` or a free one. */
    async smtp(port?: number, behaviour: SmtpBehaviour = {}): Promise<TestSmtp> {
      const smtp = await TestSmtp.start(port, behaviour);
      scope.defer(() => smtp.close());
      return smtp;
    },
    /** A second connection on this test's SQLite outbox, as the leads CLI would open it. */
    inspect(): OutboxStore {
      const store = openSqliteStore(join(scope.dir, "contact.sqlite"));
      scope.defer(() => store.close());
      return store;
    },
  };
}

export type LogLine = { level: string; msg: string; fields?: Record<string, unknown> };

/** A logger that keeps every line (with the fields of its children) for assertions. */
export function captureLog(): Logger & { lines: LogLine[] } {
  const lines: LogLine[] = [];
  const make = (base: Record<string, unknown>): Logger => ({
    debug: (msg, f) => void lines.push({ level: "debug", msg, fields: { ...base, ...f } }),
    info: (msg, f) => void lines.push({ level: "info", msg, fields: { ...base, ...f } }),
    warn: (msg, f) => void lines.push({ level: "warn", msg, fields: { ...base, ...f } }),
    error: (msg, f) => void lines.push({ level: "error", msg, fields: { ...base, ...f } }),
    child: (f) => make({ ...base, ...f }),
  });
  return Object.assign(make({}), { lines });
}

/** Serves `app` on a free port of 127.0.0.1 until the test ends; resolves with its origin. */
export async function serveDuringTest(scope: PerTest, app: http.RequestListener): Promise<string> {
  const server = http.createServer(app);
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  scope.defer(() => new Promise((resolve) => server.close(resolve)));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}
