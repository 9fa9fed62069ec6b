import { createContext, type RouterContext } from "react-router";
import type { ContactSubmission } from "../contact/contact-fields";
import type { PrivacyFacts } from "../content-model/legal/operation";
import type { SearchAnswer } from "../search/search-engine";
import type { Language } from "../paths";

/** What the Express server (server/app.ts) hands to React Router for one request. */
export type ServerRequestValues = {
  /** Per-request CSP nonce for the inline scripts React Router renders (app/entry.server.tsx). */
  cspNonce?: string;
  /** Outcome of a native contact form post, decided by server/contact/form-post.ts. */
  contactSubmission?: ContactSubmission;
  /** HTTP status of that answer (422 for invalid fields, 429/503 when it could not be taken). */
  contactSubmissionStatus?: number;
  /** How the running server is configured, for the privacy policy (undefined while prerendering). */
  privacyFacts?: PrivacyFacts;
  /** The site search over the server's index (server/search/search-service.ts), for the results page. */
  search?: (query: string, language: Language, limit: number) => SearchAnswer;
};

/**
 * The request's server values in React Router's context (future.v8_middleware: `context` is a
 * RouterContextProvider, looked up by the identity of this object). server/app.ts is bundled apart
 * from the React Router build, and in development Vite re-evaluates this module on every change, so
 * there can be several copies of this module in one process: all of them share one context object
 * through the global symbol registry. Empty when nothing was set (prerendering at build time).
 */
export const serverRequestContext = shared(Symbol.for("agentur-website.server-request-context"));

function shared(key: symbol): RouterContext<ServerRequestValues> {
  const registry = globalThis as unknown as Record<symbol, RouterContext<ServerRequestValues> | undefined>;
  return (registry[key] ??= createContext<ServerRequestValues>({}));
}
