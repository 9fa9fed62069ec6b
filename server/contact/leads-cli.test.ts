import { existsSync } from "node:fs";
import { join } from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Config } from "../config";
import { runLeadsCli } from "./leads-cli";
import { openSqliteStore } from "./sqlite-store";
import { tempDir, testConfig, validMessage } from "../../tests/support/contact-harness";

const DAY = 24 * 60 * 60_000;
// eslint-disable-next-line no-control-regex
const ESC_OR_BEL = /[\u001b\u0007]/;

describe("leads CLI", () => {
  let dir: ReturnType<typeof tempDir>;
  let config: Config;
  let ids: number[];
  const now = Date.UTC(2025, 5, 1);

  beforeEach(async () => {
    dir = tempDir();
    config = testConfig({ DATA_DIR: dir.path });
    const store = openSqliteStore(join(dir.path, "contact.sqlite"));
    ids = await store.enqueue(
      ["a", "b", "c"].map((n) => ({
        kind: "lead" as const,
        messageId: `<${n}@t>`,
        ...validMessage(),
        company: `Firma ${n}\u001b[31m`,
        message: `Text ${n}\u001b]0;pwned\u0007`,
        language: n === "b" ? ("en" as const) : ("de" as const),
        requestId: n,
      })),
      now - 40 * DAY,
    );
    await store.markSent(ids[0]!, now - 40 * DAY);
    await store.markFailed(ids[1]!, "554 rejected", now - 40 * DAY);
    await store.close();
  });
  afterEach(() => dir.remove());

  async function run(...argv: string[]) {
    const out: string[] = [];
    const err: string[] = [];
    const code = await runLeadsCli(argv, { config, out: (l) => out.push(l), err: (l) => err.push(l), now: () => now });
    return { code, out: out.join("\n"), err: err.join("\n") };
  }

  it("lists messages with counts, without terminal escape sequences from visitor input", async () => {
    const r = await run("list");
    expect(r.code).toBe(0);
    expect(r.out).toContain("1 pending, 1 sent, 1 failed");
    expect(r.out).toContain("554 rejected");
    expect(r.out).not.toContain("\u001b");
    const failed = await run("list", "--status", "failed", "--json");
    expect(JSON.parse(failed.out).map((m: { id: number }) => m.id)).toEqual([ids[1]]);
    expect((await run("list", "--status", "weird")).code).toBe(1);
  });

  it("shows the server's alarms: a refused SMTP login, and messages waiting past the alarm threshold", async () => {
    const quiet = await run("list");
    expect(quiet.out).not.toContain("failed because the mail server refused our configuration");
    const store = openSqliteStore(join(dir.path, "contact.sqlite"));
    await store.reschedule(ids[2]!, now + 60_000, "EAUTH 535 5.7.8 Authentication credentials invalid");
    await store.close();
    const r = await run("list");
    expect(r.out).toMatch(
      /^ALARM: 1 pending message\(s\) failed because the mail server refused our configuration \(EAUTH 535/m,
    );
    expect(r.out).toMatch(/^ALARM: the oldest pending message has waited 960 h \(alarm after 24 h\)/m);
    // Nothing pending: no alarm.
    await run("delete", String(ids[2]));
    expect((await run("list")).out).not.toContain("ALARM");
  });

  it("shows one message in full, safely", async () => {
    const r = await run("show", String(ids[1]));
    expect(r.code).toBe(0);
    expect(r.out).toContain("Last error: 554 rejected");
    expect(r.out).toContain("Text b");
    // The language the visitor wrote in, so the answer is written in it.
    expect(r.out).toMatch(/^Sprache: +Englisch$/m);
    expect((await run("show", String(ids[0]))).out).toMatch(/^Sprache: +Deutsch$/m);
    expect(r.out).not.toMatch(ESC_OR_BEL);
    expect((await run("show", "999")).code).toBe(1);
  });

  it("retries failed messages", async () => {
    expect((await run("retry")).code).toBe(1);
    expect((await run("retry", "--all-failed")).out).toMatch(/^1 message/);
    expect((await run("retry", String(ids[0]))).out).toMatch(/^0 message/); // sent stays sent
    const store = openSqliteStore(join(dir.path, "contact.sqlite"));
    expect(await store.get(ids[1]!)).toMatchObject({ status: "pending", attempts: 0, nextAttemptAt: now });
    await store.close();
  });

  it("purges sent messages past retention by default, failed ones only on request", async () => {
    expect((await run("purge")).out).toBe("1 message(s) deleted.");
    expect((await run("purge", "--older-than-days", "50")).out).toBe("0 message(s) deleted.");
    expect((await run("purge", "--older-than-days", "30", "--include-failed")).out).toBe("1 message(s) deleted.");
    expect((await run("purge", "--older-than-days", "x")).code).toBe(1);
    expect((await run("list")).out).toContain("1 pending, 0 sent, 0 failed");
  });

  it("deletes single messages and rejects bad input with usage help", async () => {
    expect((await run("delete", String(ids[2]))).out).toBe("1 message(s) deleted.");
    expect((await run("delete", "abc")).code).toBe(1);
    const unknown = await run("frobnicate");
    expect(unknown.code).toBe(1);
    expect(unknown.err).toContain("Usage: npm run leads");
    expect((await run("list", "--bogus")).code).toBe(1);
    expect((await run("help")).code).toBe(0);
  });

  it("reads ids as decimal numbers only", async () => {
    for (const id of ["0x1", "1e0", "0b1", "+1", " 1", "1.0"]) {
      const r = await run("show", id);
      expect(r.code, id).toBe(1);
      expect(r.err).toContain("positive whole numbers");
    }
    expect((await run("show", String(ids[0]))).code).toBe(0);
  });

  it("refuses a DATA_DIR without an outbox instead of creating an empty one", async () => {
    config = testConfig({ DATA_DIR: join(dir.path, "typo") });
    const r = await run("list");
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/No contact outbox at .*typo.*DATA_DIR/);
    expect(existsSync(join(dir.path, "typo"))).toBe(false);
  });
});
