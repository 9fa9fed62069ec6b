import { randomUUID } from "node:crypto";
import type Mail from "nodemailer/lib/mailer";
import type { ContactLanguage } from "../../app/contact/contact-fields";
import { claimTextsOf } from "../../app/content-model/claims";
import { registerCourtEn } from "../../app/content-model/legal/glosses";
import { site } from "../../app/content-model/site";
import type { LeadVisit } from "../stats/model";
import type { StoredMessage } from "./store";

/** What the mailer needs: nodemailer options with a Message-ID that is always set. */
export type OutgoingMail = Mail.Options & { messageId: string; to: string; from: Mail.Address };

export type MailSettings = { from: string; to: string };

/** A fresh Message-ID in the sender's domain; stored with the message, so retries reuse it. */
export function newMessageId(from: string): string {
  const domain = from.split("@")[1]?.replace(/[^A-Za-z0-9.-]/g, "") || "localhost";
  return `<${randomUUID()}@${domain}>`;
}

export function escapeHtml(value: string): string {
  return value.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);
}

/** C0 and C1 controls, DEL, and the Unicode line and paragraph separators. */
// eslint-disable-next-line no-control-regex
const HEADER_UNSAFE = /[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g;

/**
 * For values that end up in a header (display names, subject): no control characters and no
 * line or paragraph separators at all, whatever the visitor typed. Nodemailer encodes the rest.
 */
export function headerSafe(value: string, max = 120): string {
  const flat = value.replace(HEADER_UNSAFE, " ").replace(/\s+/g, " ").trim();
  return flat.length > max ? flat.slice(0, max - 1) + "…" : flat;
}

const LABELS = [
  ["name", "Name"],
  ["company", "Unternehmen"],
  ["email", "E-Mail"],
  ["phone", "Telefon"],
] as const;

/** The visitor's language as the agency's German mail names it. */
export const LANGUAGE_NAMES: Readonly<Record<ContactLanguage, string>> = { de: "Deutsch", en: "Englisch" };

export function composeMail(msg: StoredMessage, settings: MailSettings): OutgoingMail {
  return msg.kind === "autoreply" ? composeAutoreply(msg, settings) : composeLead(msg, settings);
}

/**
 * The lead, in German for the agency whatever the visitor's language; it names that language, so
 * the answer is written in it (an English request is also marked in the subject).
 */
function composeLead(msg: StoredMessage, { from, to }: MailSettings): OutgoingMail {
  const received = new Date(msg.createdAt);
  const when = received.toLocaleString("de-DE", { timeZone: "Europe/Berlin" });
  const language = LANGUAGE_NAMES[msg.language];
  const fields: [label: string, value: string][] = [
    ...LABELS.map(([key, label]) => [label, msg[key]] as [string, string]),
    ["Sprache", language],
    ...visitFields(msg.visit),
  ];
  const text = [
    `Neue Kontaktanfrage über die Website (${when}):`,
    "",
    ...fields.map(([label, value]) => `${label}: ${value}`),
    "",
    "Nachricht:",
    msg.message,
    "",
    `-- Anfrage #${msg.id}, Antworten gehen direkt an ${msg.email}.`,
  ].join("\n");
  const rows = fields
    .map(
      ([label, value]) =>
        `<tr><th align="left" style="padding:4px 16px 4px 0;vertical-align:top">${label}</th>` +
        `<td style="padding:4px 0">${escapeHtml(value)}</td></tr>`,
    )
    .join("\n");
  const html = `<!doctype html>
<html lang="de"><head><meta charset="utf-8"><title>Kontaktanfrage</title></head>
<body style="font-family:system-ui,sans-serif;line-height:1.5;color:#111">
<p>Neue Kontaktanfrage über die Website (${escapeHtml(when)}):</p>
<table>${rows}</table>
<p><strong>Nachricht:</strong></p>
<div style="white-space:pre-wrap">${escapeHtml(msg.message)}</div>
<p style="color:#555;font-size:12px">Anfrage #${msg.id}. Antworten gehen direkt an ${escapeHtml(msg.email)}.</p>
</body></html>`;

  return {
    messageId: msg.messageId,
    date: received,
    from: { name: `${site.name} Website`, address: from },
    to,
    // The address passed the requirements §5 pattern (no spaces, no CR/LF); the name is flattened.
    replyTo: { name: headerSafe(msg.name, 100), address: msg.email },
    subject: headerSafe(
      `Kontaktanfrage${msg.language === "de" ? "" : ` (${language})`}: ${msg.name} (${msg.company})`,
      150,
    ),
    text,
    html,
  };
}

/**
 * Where the lead's visit came from (issue 38), for the agency: the page it began on, the site that
 * sent it, the campaign of its address. Only what is known; nothing for a lead without a visit.
 */
function visitFields(visit: LeadVisit | undefined): [string, string][] {
  if (!visit) return [];
  const fields: [string, string][] = [];
  if (visit.entryPage) fields.push(["Einstiegsseite", visit.entryPage]);
  if (visit.referrerHost) fields.push(["Gekommen von", visit.referrerHost]);
  if (visit.campaign) {
    const { source, medium, campaign } = visit.campaign;
    const details = [source && `Quelle: ${source}`, medium && `Medium: ${medium}`].filter(Boolean).join(", ");
    fields.push(["Kampagne", [campaign || "–", details && `(${details})`].filter(Boolean).join(" ")]);
  }
  return fields;
}

const { legal } = site;

/**
 * The details § 35a GmbHG requires on a GmbH's business letters, e-mail included: legal form (in the company's
 * name), seat, register court and number, every managing director. The seat is the city of the address (site.ts).
 */
export const BUSINESS_DETAILS: Record<ContactLanguage, string> = {
  de: [
    `Sitz: ${site.address.city}`,
    `Registergericht: ${legal.registerCourt}, ${legal.registerNumber}`,
    `Geschäftsführung: ${legal.managingDirectors.join(", ")}`,
  ].join(" · "),
  en: [
    `Registered office: ${site.address.city}`,
    `Register court: ${registerCourtEn(legal.registerCourt)}, ${legal.registerNumber}`,
    `Managing directors: ${legal.managingDirectors.join(", ")}`,
  ].join(" · "),
};

/**
 * The auto-reply's words per language; names, address and numbers come from site.ts. One sentence per line:
 * the HTML part turns each line into a line of its own.
 */
const AUTOREPLY: Record<ContactLanguage, { subject: string; lines: string[] }> = {
  de: {
    subject: `Ihre Anfrage bei ${site.name}`,
    lines: [
      "Guten Tag,",
      "",
      `vielen Dank für Ihre Anfrage an ${site.name}.`,
      // The site's one reply-time promise (site.ts `replyWorkingDays`).
      `Wir haben Ihre Nachricht erhalten und melden uns ${claimTextsOf.de.replyTime} bei Ihnen.`,
      "",
      "Falls Sie diese Anfrage nicht gestellt haben, können Sie diese E-Mail ignorieren.",
      "",
      "Mit freundlichen Grüßen",
      legal.company,
      `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
      `Telefon ${site.phone} · ${site.email}`,
      "",
      BUSINESS_DETAILS.de,
    ],
  },
  en: {
    subject: `Your inquiry to ${site.name}`,
    lines: [
      "Hello,",
      "",
      `Thank you for contacting ${site.name}.`,
      `We have received your message and will get back to you ${claimTextsOf.en.replyTime}.`,
      "",
      "If you did not send this inquiry, you can simply ignore this email.",
      "",
      "Kind regards",
      legal.company,
      `${site.address.street}, ${site.address.postalCode} ${site.address.city}, ${site.en.country}`,
      `Phone ${site.phone} · ${site.email}`,
      "",
      BUSINESS_DETAILS.en,
    ],
  },
};

/** Fixed text only, in the visitor's language: echoing what the visitor typed would turn the form into a spam relay. */
function composeAutoreply(msg: StoredMessage, { from }: MailSettings): OutgoingMail {
  const { subject, lines } = AUTOREPLY[msg.language];
  const text = lines.join("\n");
  return {
    messageId: msg.messageId,
    date: new Date(msg.createdAt),
    from: { name: site.name, address: from },
    to: msg.email,
    replyTo: site.email,
    subject,
    text,
    html: `<!doctype html><html lang="${msg.language}"><head><meta charset="utf-8"></head><body style="font-family:system-ui,sans-serif;line-height:1.5">${lines
      .map((l) => escapeHtml(l))
      .join("<br>\n")}</body></html>`,
    headers: { "Auto-Submitted": "auto-generated", "X-Auto-Response-Suppress": "All" },
  };
}
