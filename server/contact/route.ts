import express, { type NextFunction, type Request, type Response, type Router } from "express";
import { randomUUID } from "node:crypto";
import { CONTACT_API_PATH } from "../../app/contact/contact-fields";
import { languages, pathsOf, paths } from "../../app/paths";
import { validateContact, type ContactMessage } from "../../app/contact/contact-schema";
import { createFormPostHandler } from "./form-post";
import { BODY_LIMIT_BYTES, honeypotFilled } from "./submission-rules";
import type { Logger } from "../log";
import { clientKey, type RateDecision } from "./rate-limit";
import { ownHostsOf, visitFromReferer } from "../stats/lead-visit";

const STORE_RETRY_AFTER_SECONDS = 60;

/** German, short, and identical for every client: error bodies never echo input or internals. */
const MESSAGES = {
  badJson: "Die Anfrage enthält kein gültiges JSON-Objekt.",
  tooLarge: "Die Anfrage ist zu groß.",
  mediaType: "Bitte senden Sie die Anfrage als application/json in UTF-8.",
  formMediaType: "Bitte senden Sie das Formular als application/x-www-form-urlencoded.",
  method: "Diese Methode ist hier nicht erlaubt.",
  origin: "Anfragen von fremden Seiten werden nicht angenommen.",
  rateLimited: "Zu viele Anfragen. Bitte versuchen Sie es später noch einmal.",
  unavailable: "Der Dienst wird gerade neu gestartet. Bitte versuchen Sie es gleich noch einmal.",
  storeUnavailable:
    "Ihre Nachricht kann gerade nicht gespeichert werden. Bitte versuchen Sie es in einigen Minuten noch einmal.",
  internal: "Ein interner Fehler ist aufgetreten. Bitte versuchen Sie es später noch einmal.",
} as const;

export interface ContactRouteDeps {
  log: Logger;
  /** Undefined when rate limiting is switched off (load measurements); shared across instances on PostgreSQL. */
  limiter?: { hit(key: string): RateDecision | Promise<RateDecision> };
  /** Public origin of the site (config.siteUrl), accepted as Origin besides the request's own host. */
  siteUrl: string;
  /** Commits the message; resolves once it is durable. */
  accept(message: ContactMessage, requestId: string): Promise<void>;
  /** False while the service is stopping or stopped. */
  isOpen(): boolean;
}

type Locals = { requestId: string; log: Logger };

export function createContactRouter(deps: ContactRouteDeps): Router {
  const { log, limiter } = deps;
  const siteHost = safeHost(deps.siteUrl);
  const router = express.Router();

  const locals = (res: Response) => res.locals as Locals;
  const fail = (res: Response, status: number, error: string) =>
    res.status(status).json({ error, requestId: locals(res).requestId });

  const parseJson = express.json({
    limit: BODY_LIMIT_BYTES,
    strict: true,
    type: "application/json",
    // Browsers never compress request bodies; refusing encodings avoids decompression bombs.
    inflate: false,
    // body-parser turns an empty body into {}; an empty request is malformed, not a form with gaps.
    verify: (_req, _res, buf) => {
      if (buf.length === 0 || /^\s*$/.test(buf.toString("latin1"))) {
        throw Object.assign(new Error("Empty body"), { status: 400, type: "entity.empty" });
      }
    },
  });

  /** Checks every post must pass before its body is read: service open, same origin, rate limit. */
  async function admission(req: Request, res: Response): Promise<{ status: number; error: string } | undefined> {
    if (!deps.isOpen()) {
      res.set("Retry-After", "5");
      return { status: 503, error: MESSAGES.unavailable };
    }
    // A browser always sends Origin on a cross-site POST; a mismatch is a form on someone else's site.
    const origin = req.get("Origin");
    if (origin !== undefined) {
      const originHost = safeHost(origin);
      const ownHost = req.host === undefined ? undefined : normalizeHost(req.host);
      if (originHost === undefined || (originHost !== ownHost && originHost !== siteHost)) {
        locals(res).log.warn("contact.origin_rejected", { origin: origin.slice(0, 200) });
        return { status: 403, error: MESSAGES.origin };
      }
    }
    if (limiter) {
      // Shared by all instances when the store is PostgreSQL, hence possibly asynchronous.
      const decision = await limiter.hit(clientKey(req.ip));
      if (!decision.ok) {
        res.set("Retry-After", String(decision.retryAfterSeconds));
        locals(res).log.info("contact.rate_limited", { retryAfter: decision.retryAfterSeconds });
        return { status: 429, error: MESSAGES.rateLimited };
      }
    }
    return undefined;
  }

  const handleFormPost = createFormPostHandler({
    log,
    siteUrl: deps.siteUrl,
    admission,
    accept: deps.accept,
    isOpen: deps.isOpen,
    requestId: (res) => locals(res).requestId,
  });

  const requestContext = (_req: Request, res: Response, next: NextFunction) => {
    const requestId = randomUUID();
    res.locals.requestId = requestId;
    res.locals.log = log.child({ requestId });
    res.set("X-Request-Id", requestId);
    res.set("Cache-Control", "no-store");
    next();
  };
  const isForm = (req: Request) => mediaType(req.get("Content-Type")) === "application/x-www-form-urlencoded";

  // The form's native post goes to the contact page of its edition, which answers it (form-post.ts).
  for (const language of languages) {
    const { contact, contactSent } = pathsOf(language);
    router.post(contact, requestContext, (req: Request, res: Response, next: NextFunction) => {
      if (isForm(req)) return handleFormPost(req, res, next, { language, sentPath: contactSent });
      fail(res, 415, MESSAGES.formMediaType);
    });
  }

  router
    .route(CONTACT_API_PATH)
    .all(requestContext)
    .post(
      async (req: Request, res: Response, next: NextFunction) => {
        // A form posted natively here (a page from before the form posted to the contact page):
        // the browser sends it again to the contact page, whose answer it shows (307 keeps the body).
        if (isForm(req)) return void res.redirect(307, paths.contact);
        const refusal = await admission(req, res);
        if (refusal) return void fail(res, refusal.status, refusal.error);
        if (mediaType(req.get("Content-Type")) !== "application/json" || !isUtf8(req.get("Content-Type"))) {
          return void fail(res, 415, MESSAGES.mediaType);
        }
        // Refuse an oversized body by its declared length, before reading a byte of it (the body
        // parser would read it all first), and close the connection instead of draining it.
        const declared = Number(req.get("Content-Length"));
        if (declared > BODY_LIMIT_BYTES) {
          res.set("Connection", "close");
          return void fail(res, 413, MESSAGES.tooLarge);
        }
        next();
      },
      parseJson,
      async (req: Request, res: Response) => {
        const body: unknown = req.body;
        if (typeof body !== "object" || body === null || Array.isArray(body)) {
          return void fail(res, 400, MESSAGES.badJson);
        }
        if (honeypotFilled(body)) {
          // Looks like success to the bot, so it has no reason to adapt; nothing is stored or sent.
          locals(res).log.info("contact.honeypot");
          return void res.status(202).json({ status: "accepted" });
        }
        const result = validateContact(body, { variant: "narrow" });
        if (!result.ok) {
          return void res.status(422).json({ errors: result.errors, requestId: locals(res).requestId });
        }
        if (!deps.isOpen()) {
          res.set("Retry-After", "5");
          return void fail(res, 503, MESSAGES.unavailable);
        }
        try {
          // The visit as the page remembered it; from a client without that memory, what its Referer says.
          const visit =
            result.data.visit ?? visitFromReferer(req.get("Referer"), ownHostsOf(deps.siteUrl, req.hostname));
          await deps.accept({ ...result.data, visit }, locals(res).requestId);
        } catch {
          // Not committed (disk full, I/O error, …): say so honestly, never a 500 or a false 202.
          // The service logs the fault once per state change, not once per request.
          res.set("Retry-After", String(STORE_RETRY_AFTER_SECONDS));
          return void fail(res, 503, MESSAGES.storeUnavailable);
        }
        res.status(202).json({ status: "accepted" });
      },
      (err: unknown, _req: Request, res: Response, next: NextFunction) => {
        const status = clientErrorStatus(err);
        const requestLog = locals(res).log ?? log;
        if (res.headersSent) return next(err);
        if (status === 413) return void fail(res, 413, MESSAGES.tooLarge);
        if (status === 415) return void fail(res, 415, MESSAGES.mediaType);
        if (status !== undefined) return void fail(res, 400, MESSAGES.badJson);
        requestLog.error("contact.internal_error", { error: err });
        fail(res, 500, MESSAGES.internal);
      },
    )
    .all((_req: Request, res: Response) => {
      res.set("Allow", "POST");
      fail(res, 405, MESSAGES.method);
    });

  return router;
}

/** Status of an error the client caused (body-parser sets status and expose), else undefined. */
function clientErrorStatus(err: unknown): number | undefined {
  if (typeof err !== "object" || err === null) return undefined;
  const { status, statusCode, expose, type } = err as Record<string, unknown>;
  const s = typeof status === "number" ? status : typeof statusCode === "number" ? statusCode : undefined;
  if (s !== undefined && s >= 400 && s < 500 && (expose === true || typeof type === "string")) return s;
  return undefined;
}

/** JSON is UTF-8 (RFC 8259); a declared charset other than that is refused, not guessed. */
function isUtf8(contentType: string | undefined): boolean {
  const charset = /;\s*charset\s*=\s*"?([^";\s]+)"?/i.exec(contentType ?? "")?.[1]?.toLowerCase();
  return charset === undefined || charset === "utf-8";
}

function mediaType(contentType: string | undefined): string | undefined {
  return contentType?.split(";")[0]?.trim().toLowerCase();
}

/** host[:port] in lower case, without a default port, so "Host: x:443" equals "https://x". */
function normalizeHost(host: string): string {
  return host.toLowerCase().replace(/:(80|443)$/, "");
}

function safeHost(url: string): string | undefined {
  try {
    const { protocol, host } = new URL(url);
    return protocol === "http:" || protocol === "https:" ? normalizeHost(host) : undefined;
  } catch {
    return undefined;
  }
}
