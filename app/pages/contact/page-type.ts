import type { z } from "zod";
import { iconItem, pageMeta } from "../../content-model/schema/blocks";
import { contactSectionFields } from "../../content-model/schema/edition-files";
import { action, fields, nonEmpty, text, texts } from "../../content-model/schema/fields";
import { definePageType } from "../define-page-type";

/**
 * /contact and the contact section of many pages: content/de/contact.yaml. The section's words and the
 * form's (`section`, `intros`, `form`) are every page's (the edition's); the rest is the contact page's.
 */
const contact = fields({
  meta: pageMeta,
  sentMeta: pageMeta,
  page: fields({
    eyebrow: text,
  }),
  ...contactSectionFields,
  nextSteps: fields({
    eyebrow: text,
    title: text,
    stepLabel: text,
    intro: text,
    steps: nonEmpty(iconItem),
  }),
  discoveryCall: fields({
    eyebrow: text,
    title: text,
    text,
    topics: texts,
    action,
  }),
  reachUs: fields({
    eyebrow: text,
    title: text,
    text,
    phoneLabel: text,
    emailLabel: text,
    addressLabel: text,
  }),
});

export type ContactFile = z.output<typeof contact>;

export const contactPageType = definePageType({
  folder: "contact",
  content: { contact },
  routes: (at) => [
    // Also answers the form's native post (its `action`; server/contact/form-post.ts validates and stores first).
    { id: "contact", module: "contact", path: at.contact },
    // Where a native post goes once the message was accepted (POST/redirect/GET); not indexed.
    { id: "contact-sent", module: "contact-sent", path: at.contactSent },
  ],
  // Requirements §2.8 and the messages of §8.
  locked: [
    {
      file: "contact",
      field: "section.title",
      text: "Starten Sie jetzt Ihr Software Projekt mit",
      requirement: "R2.8-2",
    },
    { file: "contact", field: "form.label", text: "Kontaktformular", requirement: "R2.8-6" },
    {
      file: "contact",
      field: "form.failed",
      text: "Email konnte nicht gesendet werden. Bitte versuchen Sie es später noch einmal.",
      requirement: "R8-1",
    },
    {
      file: "contact",
      field: "form.error",
      text: "Ein Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.",
      requirement: "R8-2",
    },
    { file: "contact", field: "form.success", text: "Email wurde erfolgreich versendet!", requirement: "R8-3" },
  ],
  admin: { group: "Seiten", names: { contact: "Kontakt" } },
});
