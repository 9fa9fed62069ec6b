import data from "../../content/de/contact.yaml";
import type { ContentOf } from "./schema/files";

/**
 * Copy of the contact section (home, service and landing pages, /contact), the contact form and the
 * contact page: content/de/contact.yaml. The messages of requirements §8 are quoted verbatim (the build
 * refuses a change: app/content/schema/verbatim.ts); names and figures are placeholders for site.ts.
 */
const contact = data as ContentOf<"contact">;

export const contactSection = contact.section;
/** Intro of the contact section per page: a call to action that fits what the visitor just read. */
export const contactIntros = contact.intros;
export const contactForm = contact.form;
export const contactPage = contact.page;
/** Where a form sent without JavaScript arrives once the message was accepted (not indexed). */
export const contactSentMeta = contact.sentMeta;
export const contactMeta = contact.meta;
export const { nextSteps, discoveryCall, reachUs } = contact;

export type ContactStep = (typeof nextSteps.steps)[number];
