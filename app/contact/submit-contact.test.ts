import { createServer, type IncomingMessage, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import { INVALID_EMAIL, MISSING_FIELD_NARROW, MISSING_FIELD_WIDE } from "./contact-fields";
import { validateContact } from "./contact-schema";
import { submitContact, type SubmitDeps } from "./submit-contact";

/**
 * The form's submit without a browser: the real schema, and a real HTTP server on a free port that
 * answers as told, standing in for the contact API.
 */
type Answer = { status: number; body?: unknown; hang?: boolean };

let server: Server | undefined;
afterEach(async () => {
  server?.closeAllConnections();
  await new Promise((resolve) => server?.close(resolve) ?? resolve(undefined));
  server = undefined;
});

async function api(answer: Answer) {
  const received: { method: string; path: string; type: string; body: unknown }[] = [];
  server = createServer(async (req: IncomingMessage, res) => {
    let raw = "";
    for await (const chunk of req) raw += chunk;
    received.push({ method: req.method!, path: req.url!, type: req.headers["content-type"]!, body: JSON.parse(raw) });
    if (answer.hang) return; // never answers
    res.writeHead(answer.status, { "Content-Type": "application/json" });
    res.end(JSON.stringify(answer.body ?? {}));
  });
  await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
  const base = `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  return { base, received };
}

const valid = {
  name: "Erika Muster",
  email: "erika@example.com",
  phone: "+49 7121 123456",
  company: "Muster GmbH",
  message: "Wir planen ein Kundenportal.",
};

const deps = (base: string, extra: Partial<SubmitDeps> = {}): SubmitDeps => ({
  validate: async () => validateContact,
  fetch,
  base,
  timeoutMs: 2_000,
  ...extra,
});

describe("submitContact", () => {
  it("sends nothing for invalid input and names each field with the variant's message", async () => {
    const { base, received } = await api({ status: 202 });
    let sending = false;
    const wide = await submitContact({ ...valid, name: "", email: "x@" }, "", "wide", {
      ...deps(base),
      onSending: () => (sending = true),
    });
    expect(wide).toEqual({ kind: "invalid", errors: { name: MISSING_FIELD_WIDE, email: INVALID_EMAIL } });
    const narrow = await submitContact({ ...valid, company: " " }, "", "narrow", deps(base));
    expect(narrow).toEqual({ kind: "invalid", errors: { company: MISSING_FIELD_NARROW } });
    expect(received).toEqual([]);
    expect(sending).toBe(false);
  });

  it("sends valid input once, as JSON with the honeypot, and reports an OK status as sent", async () => {
    const { base, received } = await api({ status: 202 });
    let sending = 0;
    const result = await submitContact({ ...valid, name: "  Erika Muster " }, "", "wide", {
      ...deps(base),
      onSending: () => sending++,
    });
    expect(result).toEqual({ kind: "sent" });
    expect(sending).toBe(1);
    expect(received).toEqual([
      {
        method: "POST",
        path: "/api/send-email",
        type: "application/json",
        // A client of the German edition that sends no language (as before issue 24): German.
        body: { ...valid, language: "de", website: "" },
      },
    ]);
  });

  it("sends the page's language, and an English page's invalid input gets English messages, at every width", async () => {
    const { base, received } = await api({ status: 202 });
    for (const variant of ["wide", "narrow"] as const) {
      expect(await submitContact({ ...valid, name: "", email: "x@", language: "en" }, "", variant, deps(base))).toEqual(
        {
          kind: "invalid",
          errors: { name: "This field is required.", email: "Please enter a valid email address." },
        },
      );
    }
    expect(received).toEqual([]);
    expect(await submitContact({ ...valid, language: "en" }, "", "narrow", deps(base))).toEqual({ kind: "sent" });
    expect(received.map((r) => r.body)).toEqual([{ ...valid, language: "en", website: "" }]);
  });

  it("reports another status as failed, with the fields a 422 names", async () => {
    const { base } = await api({ status: 422, body: { errors: { email: INVALID_EMAIL, unknown: "x", phone: 3 } } });
    expect(await submitContact(valid, "", "wide", deps(base))).toEqual({
      kind: "failed",
      errors: { email: INVALID_EMAIL },
    });
    await new Promise((resolve) => server!.close(resolve));
    const other = await api({ status: 503, body: "not json {" });
    expect(await submitContact(valid, "", "wide", deps(other.base))).toEqual({ kind: "failed", errors: {} });
  });

  it("reports an error when nobody answers in time, when the network fails, or when validation cannot load", async () => {
    const { base } = await api({ status: 202, hang: true });
    const started = Date.now();
    expect(await submitContact(valid, "", "wide", deps(base, { timeoutMs: 300 }))).toEqual({ kind: "error" });
    expect(Date.now() - started).toBeLessThan(2_000);
    // A port nobody listens on.
    expect(await submitContact(valid, "", "wide", deps("http://127.0.0.1:9"))).toEqual({ kind: "error" });
    const unloadable = deps(base, { validate: () => Promise.reject(new Error("chunk failed")) });
    expect(await submitContact(valid, "", "wide", unloadable)).toEqual({ kind: "error" });
  });
});
