// The floods of `npm run bench:load` (scripts/bench-load.mjs): one row each, keyed by a generator of
// the flood's i-th request. A row for a new kind of request is one entry here.

/** What a browser sends: the page compressed with brotli. */
const BROWSER = { "accept-encoding": "br, gzip" };
/** A few random letters, so no two requests name the same address. */
const random = (i) => `${i.toString(36)}${Math.random().toString(36).slice(2, 7)}`;
const get = (path, headers = BROWSER) => ({ method: "GET", path, headers });

/**
 * What vulnerability scanners ask for, as the issue that started this measured it: made-up German and
 * English pages, well-known files of other software, half of them without Accept-Encoding (curl, zgrab).
 */
function scannerRequest(i) {
  const paths = [`/${random(i)}-seite`, `/en/${random(i)}-page`, `/wp-login.php?redirect_to=${random(i)}`, "/.env"];
  return get(paths[i % paths.length], i % 2 === 0 ? BROWSER : {});
}

const message = JSON.stringify({
  name: "Load Test",
  email: "load@example.org",
  phone: "+49 711 123456",
  company: "Load GmbH",
  message: "Eine Nachricht eines Lasttests. ".repeat(8),
});

/** @type {{ key: string, name: string, request?: (i: number) => { method: string, path: string, headers?: Record<string, string>, body?: string } }[]} */
export const floods = [
  { key: "none", name: "none (visitors alone)" },
  { key: "page", name: "a prerendered page (`/`)", request: () => get("/") },
  { key: "unknown", name: "unknown paths (scanner mix, half without Accept-Encoding)", request: scannerRequest },
  {
    key: "unknown-service",
    name: "unknown services (`/services/<random>`, `/en/services/<random>`)",
    request: (i) => get(`${i % 2 ? "/en" : ""}/services/${random(i)}`),
  },
  {
    key: "data",
    name: "route data (`/services/app-development.data`, `/edeka-reference.data`)",
    request: (i) => get(i % 2 ? "/services/app-development.data" : "/edeka-reference.data"),
  },
  {
    key: "contact",
    name: "contact posts (`/api/send-email`, 429 after the first five)",
    request: () => ({
      method: "POST",
      path: "/api/send-email",
      headers: { "content-type": "application/json" },
      body: message,
    }),
  },
  {
    key: "search",
    name: "search queries (`/suche?q=…` and `/api/search?q=…`, words that find pages; 429 beyond the budgets)",
    request: (i) => {
      const word = ["Entwicklung", "Fraunhofr", "App Kosten", "Logistik", "React"][i % 5];
      return get(i % 2 ? `/suche?q=${encodeURIComponent(word)}` : `/api/search?q=${encodeURIComponent(word)}&lang=de`);
    },
  },
  {
    key: "rendered",
    name: "rendered per request (`/about/<random>`: an unknown address below a page)",
    request: (i) => get(`/about/${random(i)}`),
  },
];
