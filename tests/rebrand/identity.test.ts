import nodemailer from "nodemailer";
import { describe, expect, it, vi } from "vitest";
import type { StoredMessage } from "../../server/contact/store";
import { storedMessage } from "../support/contact-harness";
import { identityLeft } from "./fingerprints";
import { site as second } from "./second-identity";

// Every module that reads app/content-model/site.ts gets the second identity in this file.
vi.mock("../../app/content-model/site", async () => await import("./second-identity"));

const { site: first } =
  await vi.importActual<typeof import("../../app/content-model/site")>("../../app/content-model/site");
const { composeMail } = await import("../../server/contact/compose");
const { loadConfig } = await import("../../server/config");
const { socialImageOf } = await import("../../app/content-model/social-image");

/** The mail as it leaves the server: headers and both bodies, as nodemailer writes it. */
async function sent(kind: StoredMessage["kind"]) {
  const { contact } = loadConfig({});
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true });
  const mail = composeMail(storedMessage({ kind }), { from: contact.from, to: contact.to });
  const raw = (await transport.sendMail(mail)).message.toString("utf8");
  return { mail, raw };
}

describe("a second identity reaches the mails and the social image", () => {
  it("the lead mail goes to the second agency from its address, without a trace of the first", async () => {
    const { mail, raw } = await sent("lead");
    expect(mail.to).toBe(second.leadsEmail);
    expect(mail.from).toEqual({ name: `${second.name} Website`, address: second.senderEmail });
    expect(identityLeft(first, JSON.stringify(mail))).toEqual([]);
    expect(identityLeft(first, raw)).toEqual([]);
  });

  it("the confirmation mail to the visitor signs with the second agency", async () => {
    const { mail, raw } = await sent("autoreply");
    expect(mail.subject).toBe(`Ihre Anfrage bei ${second.name}`);
    expect(String(mail.text)).toContain(second.legal.company);
    expect(String(mail.text)).toContain(`${second.address.postalCode} ${second.address.city}`);
    expect(identityLeft(first, JSON.stringify(mail))).toEqual([]);
    expect(identityLeft(first, raw)).toEqual([]);
  });

  it("the text of the Open Graph images (scripts/brand-images.mjs) and their descriptions name the second agency", () => {
    for (const language of ["de", "en"] as const) {
      const socialImage = socialImageOf(language);
      expect(socialImage.name).toBe(second.name);
      expect(socialImage.tagline).toContain(second.address.city);
      expect(socialImage.alt).toContain(second.name);
      expect(identityLeft(first, JSON.stringify(socialImage))).toEqual([]);
    }
  });
});
