/**
 * Downloads a page's JavaScript chunks into the HTTP cache on a thread of its own
 * (paint-first.server.ts, docs/decisions/0006-paint-first-hydration.md): starting a request and
 * taking its response cost the page's main thread about a millisecond per chunk, a tenth of its
 * work during load on the home page. The cache is the page's (same origin, same site), so the
 * imports, when the visitor reaches for the app, compile from it. A classic worker with no imports:
 * every browser runs it, and the CSP's `'self'` allows it.
 */
const worker = globalThis as unknown as {
  onmessage: ((event: MessageEvent<string[]>) => void) | null;
  close(): void;
};

worker.onmessage = async ({ data: hrefs }: MessageEvent<string[]>) => {
  // Read to the end: a response whose body is left unread is not kept whole in the cache.
  await Promise.all(
    hrefs.map((href) =>
      fetch(href, { priority: "low" } as RequestInit)
        .then((response) => response.arrayBuffer())
        .catch(() => undefined),
    ),
  );
  worker.close();
};
