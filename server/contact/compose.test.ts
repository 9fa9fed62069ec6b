import fc from "fast-check";
import nodemailer from "nodemailer";
import { describe, expect, it } from "vitest";
import { claimTextsOf } from "../../app/content-model/claims";
import { site } from "../../app/content-model/site";
import { BUSINESS_DETAILS, composeMail, escapeHtml, headerSafe, newMessageId } from "./compose";
import { classifyFailure, classifyRecordedFailure, describeError, isPermanentFailure } from "./mailer";
import type { StoredMessage } from "./store";
import { parseMail, storedMessage } from "../../tests/support/contact-harness";
import { backoffDelay, DEFAULT_TIMING } from "./worker";

const stored = storedMessage;
// eslint-disable-next-line no-control-regex
const CONTROLS_BUT_TAB = /[\u0000-\u0008\u000a-\u001f]/;
const settings = { from: "web@agency.test", to: "leads@agency.test" };
const build = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "windows" });
const raw = async (m: StoredMessage) => (await build.sendMail(composeMail(m, settings))).message.toString("utf8");

describe("composeMail", () => {
  it("addresses the lead to the agency with the visitor as Reply-To and a stable Message-ID", async () => {
    const mail = parseMail(await raw(stored()));
    expect(mail.headers.get("to")).toBe("leads@agency.test");
    expect(mail.headers.get("from")).toContain("<web@agency.test>");
    expect(mail.headers.get("reply-to")).toBe("Erika Mustermann <erika@example.org>");
    expect(mail.headers.get("message-id")).toBe("<abc@agency.test>");
    // Same stored message, same bytes apart from the MIME boundary: a retry is recognisable.
    const again = parseMail(await raw(stored()));
    expect(again.headers.get("date")).toBe(mail.headers.get("date"));
    expect(again.text).toBe(mail.text);
  });

  it("escapes every field in the HTML body and keeps the text body verbatim", async () => {
    const evil = `<script>alert("x")</script> & 'q'`;
    const mail = parseMail(
      await raw(stored({ name: evil, company: evil, phone: "<1>", message: `${evil}\n<img src=x onerror=alert(1)>` })),
    );
    expect(mail.html).not.toMatch(/<script|<img|<1>/);
    expect(mail.html).toContain("&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62; &#38; &#39;q&#39;");
    expect(mail.text).toContain(evil);
  });

  it("never lets CR/LF or other controls from the visitor into a header", async () => {
    await fc.assert(
      fc.asyncProperty(fc.string({ unit: "binary", maxLength: 80 }), fc.string({ maxLength: 40 }), async (a, b) => {
        const name = `${a}\r\nBcc: victim@evil.test\r\n${b}`;
        const mail = await raw(stored({ name, company: `${b}\nX-Injected: 1` }));
        const headerBlock = mail.split("\r\n\r\n")[0]!;
        expect(headerBlock).not.toMatch(/^(bcc|x-injected):/im);
        for (const line of headerBlock.split("\r\n")) expect(line).not.toMatch(CONTROLS_BUT_TAB);
      }),
      { numRuns: 60 },
    );
  });

  it("sends the autoreply with fixed text only, to the visitor, marked as automatic", async () => {
    const mail = parseMail(
      await raw(stored({ kind: "autoreply", name: "", message: "", company: "", email: "v@example.org" })),
    );
    expect(mail.headers.get("to")).toBe("v@example.org");
    expect(mail.headers.get("auto-submitted")).toBe("auto-generated");
    expect(mail.text).toContain("vielen Dank für Ihre Anfrage");
  });

  for (const language of ["de", "en"] as const) {
    it(`signs the ${language} autoreply with the details § 35a GmbHG requires, from site.ts`, async () => {
      const mail = parseMail(await raw(stored({ kind: "autoreply", language, email: "v@example.org" })));
      const footer = mail.text.trimEnd().split("\n").at(-1)!;
      expect(footer).toBe(BUSINESS_DETAILS[language]);
      for (const detail of [site.address.city, site.legal.registerCourt, site.legal.registerNumber])
        expect(footer).toContain(detail);
      for (const director of site.legal.managingDirectors) expect(footer).toContain(director);
      expect(mail.text).toContain(site.legal.company);
      expect(mail.html).toContain(escapeHtml(BUSINESS_DETAILS[language]));
    });

    it(`writes each sentence of the ${language} autoreply on one line, in the text and the HTML part`, async () => {
      const mail = parseMail(await raw(stored({ kind: "autoreply", language, email: "v@example.org" })));
      const reply = claimTextsOf[language].replyTime;
      const line = mail.text.split("\n").find((l) => l.includes(reply));
      expect(line).toMatch(/^(Wir haben|We have received).*\.$/);
      // Every line of running text ends a sentence; only the greeting, the sign-off and the signature do not.
      const body = mail.text
        .split("\n")
        .slice(2, mail.text.split("\n").indexOf(language === "de" ? "Mit freundlichen Grüßen" : "Kind regards"));
      for (const l of body.filter(Boolean)) expect(l).toMatch(/[.!?]$/);
      expect(mail.html).toContain(escapeHtml(line!));
    });
  }
});

describe("helpers", () => {
  it("escapeHtml leaves no markup characters", () => {
    fc.assert(
      fc.property(fc.string(), (s) => {
        expect(escapeHtml(s)).not.toMatch(/[<>"']/);
      }),
    );
    expect(escapeHtml("a&b")).toBe("a&#38;b");
  });
  it("headerSafe flattens and clips", () => {
    expect(headerSafe("a\r\n\tb\u2028c")).toBe("a b c");
    expect(headerSafe("x".repeat(200), 10)).toHaveLength(10);
  });
  it("newMessageId uses the sender domain and is unique", () => {
    expect(newMessageId("web@agency.test")).toMatch(/^<[0-9a-f-]{36}@agency\.test>$/);
    expect(newMessageId("a@b.de")).not.toBe(newMessageId("a@b.de"));
  });
  it("classifies SMTP errors: only a 5xx about the message is permanent", () => {
    expect(isPermanentFailure({ responseCode: 550, code: "EENVELOPE" })).toBe(true);
    expect(isPermanentFailure({ responseCode: 554, code: "EMESSAGE" })).toBe(true);
    expect(isPermanentFailure({ responseCode: 451, code: "EENVELOPE" })).toBe(false);
    expect(isPermanentFailure({ responseCode: 535, code: "EAUTH" })).toBe(false);
    expect(isPermanentFailure({ code: "ECONNECTION" })).toBe(false);
    expect(isPermanentFailure(new Error("x"))).toBe(false);
  });
  it("classifies our configuration apart: login, TLS and host name problems alarm the operator", () => {
    expect(classifyFailure({ responseCode: 535, code: "EAUTH" })).toBe("configuration");
    expect(classifyFailure({ responseCode: 530 })).toBe("configuration");
    expect(classifyFailure({ code: "EDNS", message: "getaddrinfo ENOTFOUND smtp.example" })).toBe("configuration");
    expect(classifyFailure({ code: "ESOCKET", message: "Hostname/IP does not match certificate's altnames" })).toBe(
      "configuration",
    );
    expect(classifyFailure({ code: "ESOCKET", message: "read ECONNRESET" })).toBe("temporary");
    expect(classifyFailure({ responseCode: 550, code: "EENVELOPE" })).toBe("permanent");
    expect(classifyFailure({ responseCode: 421 })).toBe("temporary");
    // As the leads CLI reads it back from the outbox (describeError's format).
    expect(classifyRecordedFailure(describeError({ code: "EAUTH", responseCode: 535, response: "535 5.7.8 no" }))).toBe(
      "configuration",
    );
    expect(classifyRecordedFailure(describeError({ code: "ECONNECTION", message: "connect ECONNREFUSED" }))).toBe(
      "temporary",
    );
    expect(classifyRecordedFailure("550 5.1.1 no such user")).toBe("permanent");
  });
  it("backoff grows exponentially with jitter, capped", () => {
    const t = DEFAULT_TIMING;
    expect(backoffDelay(1, t, () => 0)).toBe(t.baseDelayMs / 2);
    expect(backoffDelay(1, t, () => 1)).toBe(t.baseDelayMs);
    expect(backoffDelay(4, t, () => 1)).toBe(t.baseDelayMs * 8);
    expect(backoffDelay(60, t, () => 1)).toBe(t.maxDelayMs);
    expect(backoffDelay(60, t, () => 0)).toBe(t.maxDelayMs / 2);
  });
});
