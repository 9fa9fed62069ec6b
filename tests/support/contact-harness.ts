/**
 * Helpers for the contact tests (test code only, never part of a build): a real SMTP server in the
 * test process, a tiny MIME reader for what it received, and the contact router on an ephemeral port.
 */
import express from "express";
import { mkdtempSync, rmSync } from "node:fs";
import type { AddressInfo } from "node:net";
import type { Server } from "node:http";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { SMTPServer, type SMTPServerOptions } from "smtp-server";
import { CONTACT_API_PATH } from "../../app/contact/contact-fields";
import { loadConfig, type Config } from "../../server/config";
import type { StoredMessage } from "../../server/contact/store";
import type { Logger } from "../../server/log";
import {
  createContactService,
  type ContactService,
  type ContactServiceOptions,
} from "../../server/contact/contact-service";

/** A logger that drops everything. */
const silentLogger: Logger = {
  debug() {},
  info() {},
  warn() {},
  error() {},
  child: () => silentLogger,
};

/** A mail the server accepted; `hostName` is the EHLO name of the client (which instance sent it). */
export type Received = { raw: string; from: string; to: string[]; at: number; hostName: string };
/**
 * Decides the answer per stage: undefined = accept, a number = reply with that SMTP code, and for
 * DATA also "no-answer" (the mail server swallows the message and never replies, so the sender waits
 * until it times out or dies). With `login`, the server requires AUTH and answers 535 when it returns
 * false; `dataDelayMs` holds the answer to DATA (a slow mail server).
 */
export type SmtpBehaviour = {
  rcpt?: () => number | undefined;
  data?: (mail: { raw: string; hostName: string }) => number | undefined | "no-answer";
  login?: (user: string, password: string) => boolean;
  dataDelayMs?: () => number;
};

export class TestSmtp {
  readonly received: Received[] = [];
  private server?: SMTPServer;
  constructor(
    public port: number,
    public behaviour: SmtpBehaviour = {},
  ) {}

  static async start(port = 0, behaviour: SmtpBehaviour = {}): Promise<TestSmtp> {
    const smtp = new TestSmtp(port, behaviour);
    await smtp.listen();
    return smtp;
  }

  async listen(): Promise<void> {
    const reply = (code: number | undefined, cb: (err?: Error | null) => void) => {
      if (code === undefined) return cb();
      cb(Object.assign(new Error(code >= 500 ? "Rejected for test" : "Try again later"), { responseCode: code }));
    };
    const options: SMTPServerOptions = {
      secure: false,
      disabledCommands: this.behaviour.login ? ["STARTTLS"] : ["STARTTLS", "AUTH"],
      authOptional: !this.behaviour.login,
      allowInsecureAuth: true,
      onAuth: (auth, _session, cb) => {
        if (this.behaviour.login?.(auth.username ?? "", auth.password ?? "")) return cb(null, { user: auth.username });
        cb(Object.assign(new Error("5.7.8 Authentication credentials invalid"), { responseCode: 535 }));
      },
      logger: false,
      // Close promptly even while a pooled client connection is still open.
      closeTimeout: 100,
      onRcptTo: (_address, _session, cb) => reply(this.behaviour.rcpt?.(), cb),
      onData: (stream, session, cb) => {
        const chunks: Buffer[] = [];
        stream.on("data", (c: Buffer) => chunks.push(c));
        stream.on("end", () => {
          const raw = Buffer.concat(chunks).toString("utf8");
          const hostName = session.hostNameAppearsAs;
          const code = this.behaviour.data?.({ raw, hostName });
          if (code === "no-answer") return;
          if (code === undefined) {
            this.received.push({
              raw,
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
              to: session.envelope.rcptTo.map((r) => r.address),
              at: Date.now(),
              hostName,
            });
          }
          const delay = this.behaviour.dataDelayMs?.() ?? 0;
          if (delay > 0) setTimeout(() => reply(code, cb), delay);
          else reply(code, cb);
        });
      },
    };
    this.server = new SMTPServer(options);
    await new Promise<void>((resolve, reject) => {
      this.server!.once("error", reject);
      this.server!.listen(this.port, "127.0.0.1", () => resolve());
    });
    const address = this.server.server.address() as AddressInfo;
    this.port = address.port;
  }

  async close(): Promise<void> {
    const server = this.server;
    this.server = undefined;
    if (server) await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  get url() {
    return `smtp://127.0.0.1:${this.port}`;
  }
}

/** A port nothing listens on (yet): the "mail server is down" case. */
export { freePort } from "./free-port.mjs";

export function tempDir(): { path: string; remove(): void } {
  const path = mkdtempSync(join(tmpdir(), "contact-test-"));
  return { path, remove: () => rmSync(path, { recursive: true, force: true }) };
}

export function testConfig(env: Record<string, string | undefined>): Config {
  return loadConfig({ NODE_ENV: "test", CONTACT_TO: "leads@agency.test", CONTACT_FROM: "web@agency.test", ...env });
}

/** Fast timings so retries happen in milliseconds. */
const FAST = { baseDelayMs: 40, maxDelayMs: 200, pollIntervalMs: 50, leaseMs: 3_000 };

export type Harness = {
  service: ContactService;
  base: string;
  url: string;
  post(body: unknown, init?: { headers?: Record<string, string>; raw?: string }): Promise<Response>;
  close(): Promise<void>;
};

/** The contact service mounted like server/app.ts does it, on 127.0.0.1 and a random port. */
export async function startHarness(
  config: Config,
  options: ContactServiceOptions & { log?: Logger } = {},
): Promise<Harness> {
  const service = createContactService(config, options.log ?? silentLogger, { timing: FAST, ...options });
  const app = express();
  app.set("trust proxy", config.trustProxy);
  app.use(service.router);
  // Stands in for the page renderer: a native form post arrives with its outcome decided.
  app.use((_req, res) => {
    const submission = res.locals.contactSubmission as unknown;
    if (submission === undefined) return void res.status(404).json({ error: "not found" });
    res.status(res.locals.contactSubmissionStatus as number).json({ page: submission });
  });
  const server: Server = await new Promise((resolve) => {
    const s = app.listen(0, "127.0.0.1", () => resolve(s));
  });
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const url = `${base}${CONTACT_API_PATH}`;
  service.start();
  return {
    service,
    base,
    url,
    post: (body, init = {}) =>
      fetch(url, {
        method: "POST",
        headers: { "Content-Type": "application/json", ...init.headers },
        body: init.raw ?? JSON.stringify(body),
      }),
    async close() {
      server.closeAllConnections();
      await new Promise<void>((resolve) => server.close(() => resolve()));
      await service.stop();
    },
  };
}

export async function waitFor<T>(
  check: () => T | undefined | false | Promise<T | undefined | false>,
  timeoutMs = 10_000,
  what = "condition",
): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 20));
  }
}

export const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

export const validMessage = () => ({
  name: "Erika Mustermann",
  email: "erika@example.org",
  phone: "+49 711 123456",
  company: "Muster GmbH",
  message: "Wir brauchen eine App.",
  language: "de" as const,
});

/** The Message-ID header of a raw mail ("" when it has none). */
export const messageIdOf = (raw: string) => parseHeaders(raw.split(/\r?\n\r?\n/)[0] ?? "").get("message-id") ?? "";

/** Minimal MIME reading: headers (unfolded) and the decoded text/plain and text/html parts. */
export function parseMail(raw: string): {
  headers: Map<string, string>;
  text: string;
  html: string;
  headerBlock: string;
} {
  const [headerBlock = "", ...rest] = raw.split(/\r?\n\r?\n/);
  const headers = parseHeaders(headerBlock);
  const body = rest.join("\r\n\r\n");
  const parts: Record<string, string> = {};
  collectParts(headers, body, parts);
  return { headers, text: parts["text/plain"] ?? "", html: parts["text/html"] ?? "", headerBlock };
}

function parseHeaders(block: string): Map<string, string> {
  const map = new Map<string, string>();
  for (const line of block.replace(/\r?\n[ \t]+/g, " ").split(/\r?\n/)) {
    const i = line.indexOf(":");
    if (i > 0) map.set(line.slice(0, i).toLowerCase(), line.slice(i + 1).trim());
  }
  return map;
}

function collectParts(headers: Map<string, string>, body: string, out: Record<string, string>) {
  const type = headers.get("content-type") ?? "text/plain";
  const boundary = /boundary="?([^";]+)"?/i.exec(type)?.[1];
  if (type.toLowerCase().startsWith("multipart/") && boundary) {
    for (const chunk of body.split(`--${boundary}`).slice(1)) {
      if (chunk.startsWith("--")) break;
      const trimmed = chunk.replace(/^\r?\n/, "");
      const [h = "", ...b] = trimmed.split(/\r?\n\r?\n/);
      collectParts(parseHeaders(h), b.join("\r\n\r\n").replace(/\r?\n$/, ""), out);
    }
    return;
  }
  const mime = type.split(";")[0]!.trim().toLowerCase();
  const encoding = (headers.get("content-transfer-encoding") ?? "7bit").toLowerCase();
  let buf: Buffer;
  if (encoding === "base64") buf = Buffer.from(body.replace(/\s+/g, ""), "base64");
  else if (encoding === "quoted-printable") buf = decodeQuotedPrintable(body);
  else buf = Buffer.from(body, "utf8");
  out[mime] = buf.toString("utf8").replace(/\r\n/g, "\n");
}

function decodeQuotedPrintable(s: string): Buffer {
  const unwrapped = s.replace(/=\r?\n/g, "");
  const bytes: number[] = [];
  for (let i = 0; i < unwrapped.length; i++) {
    const c = unwrapped[i]!;
    if (c === "=" && /^[0-9A-F]{2}$/i.test(unwrapped.slice(i + 1, i + 3))) {
      bytes.push(parseInt(unwrapped.slice(i + 1, i + 3), 16));
      i += 2;
    } else {
      bytes.push(...Buffer.from(c, "utf8"));
    }
  }
  return Buffer.from(bytes);
}

/** A stored lead as the delivery worker reads it from the outbox. */
export const storedMessage = (over: Partial<StoredMessage> = {}): StoredMessage => ({
  id: 7,
  kind: "lead",
  messageId: "<abc@agency.test>",
  name: "Erika Mustermann",
  email: "erika@example.org",
  phone: "0711 1234",
  company: "Muster GmbH",
  message: "Hallo",
  language: "de",
  requestId: "r1",
  status: "pending",
  attempts: 1,
  createdAt: Date.UTC(2025, 0, 2, 10, 0),
  nextAttemptAt: 0,
  sentAt: null,
  lastError: null,
  ...over,
});
