import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type AppLoadContext, type EntryContext } from "react-router";
import type { ContactSubmission } from "./contact/contact-fields";
import { deferHydration } from "./lib/paint-first.server";

declare module "react-router" {
  interface AppLoadContext {
    /** Per-request CSP nonce for the inline scripts React Router renders (set by server/app.ts). */
    cspNonce?: string;
    /** Outcome of a native contact form post, decided by server/contact/form-post.ts. */
    contactSubmission?: ContactSubmission;
    /** HTTP status of that answer (422 for invalid fields, 429/503 when it could not be taken). */
    contactSubmissionStatus?: number;
  }
}

export const streamTimeout = 5_000;

/**
 * Server rendering. Pages are static marketing copy without slow data, so every response waits for
 * the whole document (onAllReady): crawlers and browsers get complete HTML, and the status code can
 * still change if rendering fails. The finished document is rewritten so the first paint never waits
 * for JavaScript (lib/paint-first.server.ts); the prerendered pages are made by this same function.
 */
export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
  loadContext: AppLoadContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  const nonce = loadContext?.cspNonce;

  return new Promise<Response>((resolve, reject) => {
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
    const { pipe, abort } = renderToPipeableStream(
      <ServerRouter context={routerContext} url={request.url} nonce={nonce} />,
      {
        nonce,
        // Every Suspense boundary in place, never outlined behind a script: the page must read and
        // work without JavaScript (lazy parts such as the contact form included).
        progressiveChunkSize: Number.POSITIVE_INFINITY,
        onAllReady() {
          const chunks: Buffer[] = [];
          const sink = new Writable({
            write(chunk: Buffer, _encoding, callback) {
              chunks.push(chunk);
              callback();
            },
            final(callback) {
              clearTimeout(timeout);
              try {
                const html = Buffer.concat(chunks).toString("utf8");
                responseHeaders.set("Content-Type", "text/html; charset=utf-8");
                // Development keeps React Router's own loading order (hot reload imports its runtime).
                const body = import.meta.env.DEV ? html : deferHydration(html);
                resolve(new Response(body, { headers: responseHeaders, status: responseStatusCode }));
                callback();
              } catch (error) {
                reject(error);
                callback(error as Error);
              }
            },
          });
          pipe(sink);
        },
        onShellError(error: unknown) {
          clearTimeout(timeout);
          reject(error);
        },
        onError(error: unknown) {
          responseStatusCode = 500;
          console.error(error);
        },
      },
    );
  });
}
