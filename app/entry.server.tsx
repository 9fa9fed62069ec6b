import { Writable } from "node:stream";
import { renderToPipeableStream } from "react-dom/server";
import { ServerRouter, type EntryContext, type RouterContextProvider } from "react-router";
import { deferHydration } from "./lib/paint-first.server";
import { serverRequestContext } from "./lib/request-context.server";

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
  loadContext: RouterContextProvider,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  // Set per request by server/app.ts; prerendered pages have none (their scripts are allowed by hash).
  const nonce = loadContext.get(serverRequestContext).cspNonce;

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
