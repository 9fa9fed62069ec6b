import express, { type NextFunction, type Request, type Response } from "express";
import {
  CONTACT_FIELDS,
  type ContactLanguage,
  type ContactSubmission,
  type ContactValues,
} from "../../app/contact/contact-fields";
import { validateContact, type ContactMessage } from "../../app/contact/contact-schema";
import type { Logger } from "../log";
import { ownHostsOf, visitFromReferer } from "../stats/lead-visit";
import { BODY_LIMIT_BYTES, honeypotFilled } from "./submission-rules";

type Refusal = { status: number; error: string };

export interface FormPostDeps {
  log: Logger;
  /** The site's public origin: a Referer on it names the page the form was sent from. */
  siteUrl: string;
  /** The checks of the JSON API (service open, origin, rate limit); sets Retry-After itself. */
  admission(req: Request, res: Response): Promise<Refusal | undefined>;
  accept(message: ContactMessage, requestId: string): Promise<void>;
  isOpen(): boolean;
  requestId(res: Response): string;
}

/** The contact page posted to: its language, and where a browser goes once its message was accepted. */
export type FormPage = { language: ContactLanguage; sentPath: string };

const parseForm = express.urlencoded({
  limit: BODY_LIMIT_BYTES,
  extended: false,
  parameterLimit: 20,
  // Browsers never compress request bodies; refusing encodings avoids decompression bombs.
  inflate: false,
  type: "application/x-www-form-urlencoded",
});

/**
 * A native post of the contact form (sent without JavaScript, or as the first-touch script's last
 * resort) to the contact page: the same checks, schema and store as the JSON API, but the answer is
 * a page. An accepted message answers 303 See Other to the "sent" page, so the address bar never
 * shows an API address and a reload never sends the message again (POST/redirect/GET). Anything
 * else is answered by the contact page itself, with the visitor's input and the field messages:
 * the outcome goes to React Router through `res.locals` (see server/app.ts getLoadContext), whose
 * contact route renders it (app/pages/contact/contact.de.tsx `action`) with the matching status code.
 */
export function createFormPostHandler(deps: FormPostDeps) {
  const answer = (res: Response, next: NextFunction, status: number, submission: ContactSubmission) => {
    res.locals.contactSubmission = submission;
    res.locals.contactSubmissionStatus = status;
    // The visitor's own input on a page: never a search result.
    res.set("X-Robots-Tag", "noindex");
    next("router"); // leave the API router; the page renderer takes over
  };

  return (req: Request, res: Response, next: NextFunction, page: FormPage) => {
    // An oversized body is refused by its declared length, before a byte of it is read.
    if (Number(req.get("Content-Length")) > BODY_LIMIT_BYTES) {
      res.set("Connection", "close");
      return answer(res, next, 413, { outcome: "failed", values: {} });
    }
    parseForm(req, res, async (parseError?: unknown) => {
      if (parseError) {
        const status = (parseError as { status?: number }).status === 413 ? 413 : 400;
        return answer(res, next, status, { outcome: "failed", values: {} });
      }
      const body = (req.body ?? {}) as Record<string, unknown>;
      const values = formValues(body);
      // The form names its page's language; a page cached before it did is in its address's language.
      const language = firstValue(body.language) ?? page.language;
      const refusal = await deps.admission(req, res);
      if (refusal) return answer(res, next, refusal.status, { outcome: "failed", values });
      if (honeypotFilled(body)) {
        deps.log.info("contact.honeypot", { form: true });
        return void res.redirect(303, page.sentPath);
      }
      // Without JavaScript the layout is unknown: the server's (German) messages apply.
      const result = validateContact({ ...values, language }, { variant: "narrow" });
      if (!result.ok) {
        const { language: badLanguage, ...errors } = result.errors;
        // A tampered language alone has no field to show its message at: the generic failure.
        if (badLanguage !== undefined && Object.keys(errors).length === 0) {
          return answer(res, next, 422, { outcome: "failed", values });
        }
        return answer(res, next, 422, { outcome: "invalid", values, errors });
      }
      try {
        // Without the page's script, the visit is what the post's Referer says: the page it was sent
        // from, with the campaign in its address (server/stats/lead-visit.ts).
        const visit = visitFromReferer(req.get("Referer"), ownHostsOf(deps.siteUrl, req.hostname));
        await deps.accept({ ...result.data, visit }, deps.requestId(res));
      } catch (error) {
        deps.log.error("contact.form_store_failed", { error });
        res.set("Retry-After", "30");
        return answer(res, next, 503, { outcome: "failed", values });
      }
      res.redirect(303, page.sentPath);
    });
  };
}

/** A form field's value as a string (a repeated field counts once), else undefined. */
function firstValue(raw: unknown): string | undefined {
  const value = Array.isArray(raw) ? (raw as unknown[])[0] : raw;
  return typeof value === "string" ? value : undefined;
}

/** The five fields as strings; everything else is dropped. */
function formValues(body: Record<string, unknown>): ContactValues {
  const values: ContactValues = {};
  for (const name of CONTACT_FIELDS) {
    const value = firstValue(body[name]);
    if (value !== undefined) values[name] = value;
  }
  return values;
}
