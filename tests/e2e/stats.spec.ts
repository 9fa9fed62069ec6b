/**
 * Reach measurement against the production build (issue 38, docs/decisions/0020-reach-measurement.md):
 * real server processes on real SQLite files and a real PostgreSQL server; the numbers as operators
 * read them (`node build/node/stats.js --json`). Which requests count and which do not, on both
 * stores; two instances on one database lose no count; a SIGKILL loses at most the last 10 s; no file
 * under DATA_DIR holds a visitor's address or user agent; no answer sets a cookie.
 */
import { execFile } from "node:child_process";
import { readdir, readFile, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";
import type { Page } from "@playwright/test";
import { parseMail } from "../support/contact-harness";
import { findDeliveredMail } from "../support/outbox";
import { expect, hydrated, navigateInApp, test } from "./fixtures";
import { axeViolations } from "./axe";
import { buildDir, ready, spawnServer, tempDir, type ServerProcess } from "./server-process";
import { postgresSkipReason, startPostgres, type TestPostgres } from "../support/postgres";
import type { StatsReport } from "../../server/stats/report";

const PHONE =
  "Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Mobile Safari/537.36";
const DESKTOP =
  "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36";

/** `npm run stats -- --json` with the given environment (DATA_DIR or DATABASE_URL). */
async function statsJson(env: Record<string, string>): Promise<StatsReport> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(buildDir, "node", "stats.js"), "--json"], {
    env: { ...process.env, ...env },
  });
  return JSON.parse(stdout) as StatsReport;
}

/** Every answer of a test, to check that none sets a cookie. */
const answers: Response[] = [];

async function get(server: ServerProcess, url: string, headers: Record<string, string>, method = "GET") {
  const res = await fetch(server.url + url, { method, headers, redirect: "manual" });
  await res.arrayBuffer();
  answers.push(res);
  return res.status;
}

/** The same visits for each store: what counts, and what must not. */
async function visitAndProbe(server: ServerProcess) {
  const assets = (await readdir(path.join(buildDir, "client", "assets"))).filter((f) => f.endsWith(".js"));
  const counted: [string, Record<string, string>, number][] = [
    [
      "/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst&email=erika@example.org",
      { "User-Agent": PHONE, Referer: "https://www.linkedin.com/feed/", "Sec-Fetch-Site": "cross-site" },
      200,
    ],
    // A client navigation's data, as React Router asks for it.
    [
      "/references.data?_routes=root",
      { "User-Agent": PHONE, Referer: `${server.url}/`, "Sec-Fetch-Site": "same-origin" },
      200,
    ],
    ["/en/about", { "User-Agent": DESKTOP, "Sec-Fetch-Site": "none" }, 200],
    ["/gibt-es-nicht", { "User-Agent": DESKTOP }, 404],
    ["/services/gibt-es-nicht", { "User-Agent": PHONE }, 404],
  ];
  for (const [url, headers, status] of counted) expect([url, await get(server, url, headers)]).toEqual([url, status]);

  const bot = "Mozilla/5.0 (compatible; bingbot/2.0; +http://www.bing.com/bingbot.htm)";
  const notCounted: [string, Record<string, string>, string?][] = [
    ["/about", { "User-Agent": PHONE }, "HEAD"],
    ["/about", { "User-Agent": bot }],
    ["/about", {}],
    ["/about", { "User-Agent": PHONE, "Sec-Purpose": "prefetch;prerender" }],
    ["/about.data", { "User-Agent": PHONE, "Sec-Purpose": "prefetch" }],
    [`/assets/${assets[0]}`, { "User-Agent": PHONE }],
    ["/favicon.svg", { "User-Agent": PHONE }],
    ["/robots.txt", { "User-Agent": PHONE }],
    ["/og-image-en.png", { "User-Agent": PHONE }],
    ["/healthz", { "User-Agent": PHONE }],
    ["/readyz", { "User-Agent": PHONE }],
    ["/api/send-email", { "User-Agent": PHONE }],
    ["/keystatic", { "User-Agent": PHONE }],
    ["/statistik", { "User-Agent": PHONE }],
  ];
  for (const [url, headers, method] of notCounted) await get(server, url, headers, method);
}

const EXPECTED = {
  pages: [
    { path: "/", views: 1 },
    { path: "/en/about", views: 1 },
    { path: "/references", views: 1 },
  ],
  referrers: [{ host: "linkedin.com", views: 1 }],
  campaigns: [{ source: "newsletter", medium: "email", campaign: "herbst", views: 1, leads: 0 }],
  leads: 0,
  languages: { de: 2, en: 1 },
  devices: { phone: 2, tablet: 0, desktop: 1 },
  notFound: [
    { path: "/gibt-es-nicht", views: 1 },
    { path: "/services/gibt-es-nicht", views: 1 },
  ],
};

test.afterAll(() => {
  expect(answers.filter((r) => r.headers.has("Set-Cookie")).map((r) => r.url)).toEqual([]);
});

test.describe("reach counting in the production server", () => {
  test("on SQLite: pages and client navigations count, nothing else does", async () => {
    const data = tempDir("stats-");
    try {
      const server = await ready(await spawnServer({ DATA_DIR: data.path }), 30_000);
      await visitAndProbe(server);
      expect(await server.stop()).toBe(0); // SIGTERM: the last counts are written
      expect(await statsJson({ DATA_DIR: data.path })).toMatchObject(EXPECTED);
    } finally {
      data.remove();
    }
  });

  test("a SIGKILL loses at most the last 10 seconds", async () => {
    test.setTimeout(60_000);
    const data = tempDir("stats-");
    try {
      const server = await ready(await spawnServer({ DATA_DIR: data.path }), 30_000);
      for (let i = 0; i < 20; i++) await get(server, "/about", { "User-Agent": PHONE });
      // The running server writes its counts every 5 s: once the 20 are in the database, the next ones
      // are counts a SIGKILL may lose.
      await expect
        .poll(async () => (await statsJson({ DATA_DIR: data.path })).pages.find((p) => p.path === "/about")?.views, {
          timeout: 20_000,
          intervals: [500],
        })
        .toBe(20);
      for (let i = 0; i < 5; i++) await get(server, "/references", { "User-Agent": PHONE });
      expect(await server.stop("SIGKILL")).toBe("SIGKILL");
      const report = await statsJson({ DATA_DIR: data.path });
      expect(report.pages.find((p) => p.path === "/about")?.views).toBe(20);
      expect(report.pages.find((p) => p.path === "/references")?.views ?? 0).toBeLessThanOrEqual(5);
    } finally {
      data.remove();
    }
  });

  test("no file under DATA_DIR holds a visitor's IP address or user agent, byte by byte", async () => {
    const data = tempDir("stats-");
    const ip = "203.0.113.77";
    const agent =
      "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.4711.99 Safari/537.36";
    try {
      // The rate limit on (it works from the address, in memory) and the proxy trusted, so the server
      // sees the visitor's address as it would in production.
      const server = await ready(await spawnServer({ DATA_DIR: data.path, RATE_LIMIT: "1", TRUST_PROXY: "1" }), 30_000);
      const visitor = { "User-Agent": agent, "X-Forwarded-For": ip };
      await get(server, "/?utm_source=probe&utm_campaign=bytes", { ...visitor, Referer: "https://example.net/" });
      await get(server, "/about.data", { ...visitor, Referer: `${server.url}/`, "Sec-Fetch-Site": "same-origin" });
      await get(server, "/gibt-es-nicht", visitor);
      const message = { name: "Erika Probe", email: "erika@example.org", phone: "+49 711 1", company: "Probe GmbH" };
      const json = await fetch(`${server.url}/api/send-email`, {
        method: "POST",
        headers: { ...visitor, "Content-Type": "application/json", Origin: server.url },
        body: JSON.stringify({ ...message, message: "Per JSON.", visit: { entryPage: "/", utmSource: "probe" } }),
      });
      const form = await fetch(`${server.url}/contact`, {
        method: "POST",
        redirect: "manual",
        headers: {
          ...visitor,
          "Content-Type": "application/x-www-form-urlencoded",
          Referer: `${server.url}/?utm_source=probe`,
        },
        body: new URLSearchParams({ ...message, message: "Per Formular." }).toString(),
      });
      answers.push(json, form);
      expect([json.status, form.status]).toEqual([202, 303]);
      // The mails are written (no SMTP_URL: .eml files in DATA_DIR/outbox).
      await expect.poll(async () => (await readdir(path.join(data.path, "outbox")).catch(() => [])).length).toBe(2);
      expect(await server.stop()).toBe(0);

      const needles = [ip, agent, "4711.99"].flatMap((text) => [
        Buffer.from(text, "utf8"),
        Buffer.from(text, "utf16le"),
      ]);
      const files = (await readdir(data.path, { recursive: true, withFileTypes: true })).filter((e) => e.isFile());
      expect(files.map((f) => f.name)).toEqual(expect.arrayContaining(["stats.sqlite", "contact.sqlite"]));
      for (const file of files) {
        const bytes = await readFile(path.join(file.parentPath, file.name));
        for (const needle of needles) expect([file.name, bytes.indexOf(needle)]).toEqual([file.name, -1]);
      }
      // The counts and the leads are there all the same.
      const report = await statsJson({ DATA_DIR: data.path });
      expect(report.leads).toBe(2);
      expect(report.campaigns).toEqual([
        { source: "probe", medium: "", campaign: "bytes", views: 1, leads: 0 },
        { source: "probe", medium: "", campaign: "", views: 0, leads: 2 },
      ]);
    } finally {
      data.remove();
    }
  });
});

test.describe("reach counting on PostgreSQL", () => {
  test.skip(postgresSkipReason !== undefined, postgresSkipReason);
  let pg: TestPostgres;
  test.beforeAll(async () => {
    test.setTimeout(120_000);
    pg = await startPostgres();
  });
  test.afterAll(() => pg?.stop());

  test("the same visits count the same", async () => {
    const data = tempDir("stats-");
    try {
      const DATABASE_URL = await pg.createDatabase();
      const server = await ready(await spawnServer({ DATA_DIR: data.path, DATABASE_URL }), 30_000);
      await visitAndProbe(server);
      expect(await server.stop()).toBe(0);
      expect(await statsJson({ DATABASE_URL })).toMatchObject(EXPECTED);
    } finally {
      data.remove();
    }
  });

  test("two instances counting into one database lose no update", async () => {
    test.setTimeout(90_000);
    const dirs = [tempDir("stats-a-"), tempDir("stats-b-")];
    try {
      const DATABASE_URL = await pg.createDatabase();
      const servers = await Promise.all(
        dirs.map(async (d) => ready(await spawnServer({ DATA_DIR: d.path, DATABASE_URL }), 30_000)),
      );
      const PER_INSTANCE = 300;
      // Ten visitors on each instance at once, as a load balancer spreads them.
      await Promise.all(
        servers.flatMap((server) =>
          Array.from({ length: 10 }, async (_, v) => {
            for (let i = 0; i < PER_INSTANCE / 10; i++)
              await get(server, i % 2 ? "/about" : "/about.data", { "User-Agent": v % 2 ? PHONE : DESKTOP });
          }),
        ),
      );
      expect(await Promise.all(servers.map((s) => s.stop()))).toEqual([0, 0]);
      const report = await statsJson({ DATABASE_URL });
      expect(report.pages).toEqual([{ path: "/about", views: 2 * PER_INSTANCE }]);
      expect(report.devices).toEqual({ phone: PER_INSTANCE, tablet: 0, desktop: PER_INSTANCE });
    } finally {
      for (const d of dirs) d.remove();
    }
  });
});

/** The form as a visitor fills it (German labels), with a token the mail is found by. */
async function sendMessage(page: Page, token: string) {
  const form = page.getByRole("form", { name: "Kontaktformular" });
  await form.scrollIntoViewIfNeeded();
  await expect(form).toHaveAttribute("data-enhanced", "true");
  const values = {
    Name: `Erika Kampagne ${token}`,
    "E-Mail": `erika.${token}@example.com`,
    Telefon: "+49 7121 123456",
    Unternehmen: "Muster GmbH",
    Nachricht: `Wir planen ein Kundenportal. Anfrage ${token}.`,
  };
  for (const [label, value] of Object.entries(values))
    await form.getByRole("textbox", { name: label, exact: true }).fill(value);
  await form.getByRole("button", { name: "Nachricht senden" }).click();
  await expect(form.getByRole("status")).toContainText("Email wurde erfolgreich versendet!");
}

/** The campaign's row in the shared test server's counts, once the server has written it (every 5 s). */
async function campaignRow(campaign: string) {
  let row: StatsReport["campaigns"][number] | undefined;
  await expect
    .poll(
      async () => {
        row = (await statsJson({ DATA_DIR: process.env.E2E_DATA_DIR! })).campaigns.find((c) => c.campaign === campaign);
        return row?.leads ?? 0;
      },
      { timeout: 20_000, message: `campaign ${campaign} with a lead in npm run stats -- --json` },
    )
    .toBe(1);
  return row;
}

test.describe("a campaign's lead, in the browser", () => {
  test("UTM landing, client navigations to /contact, a sent message: one view and one lead, and the mail names the campaign", async ({
    page,
  }) => {
    const campaign = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    const data: string[] = [];
    page.on(
      "request",
      (r) => void (new URL(r.url()).pathname.endsWith(".data") && data.push(new URL(r.url()).pathname)),
    );
    await page.goto(`/?utm_source=newsletter&utm_medium=email&utm_campaign=${campaign}`);
    await hydrated(page);
    await page.getByRole("banner").getByRole("link", { name: "Referenzen", exact: true }).click();
    await expect(page).toHaveURL(/\/references$/);
    // Links open the contact page by a full load (requirements §2.2); Back and Forward reach it inside the app.
    await navigateInApp(page, "/contact");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    // Each client navigation asked the server for its route data: that is what it counts.
    expect(data).toEqual(["/references.data", "/contact.data"]);
    await sendMessage(page, campaign);

    expect(await campaignRow(campaign)).toEqual({
      source: "newsletter",
      medium: "email",
      campaign,
      views: 1,
      leads: 1,
    });
    const mail = parseMail(await findDeliveredMail(campaign)).text;
    expect(mail).toContain(`Kampagne: ${campaign} (Quelle: newsletter, Medium: email)`);
    expect(mail).toContain("Einstiegsseite: /\n");
    // Nothing was stored on the device.
    expect(await page.context().cookies()).toEqual([]);
    expect(await page.evaluate(() => localStorage.length + sessionStorage.length)).toBe(0);
  });

  test("a full page load to the contact page keeps the campaign of the page it came from", async ({ page }) => {
    const campaign = `e2e-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
    await page.goto(`/?utm_source=linkedin&utm_medium=social&utm_campaign=${campaign}`);
    await page.getByRole("main").getByRole("link", { name: "Jetzt individuelle Lösung anfragen" }).first().click();
    await expect(page).toHaveURL(/\/contact$/);
    await hydrated(page);
    await sendMessage(page, campaign);

    expect(await campaignRow(campaign)).toEqual({ source: "linkedin", medium: "social", campaign, views: 1, leads: 1 });
    expect(parseMail(await findDeliveredMail(campaign)).text).toContain(
      `Kampagne: ${campaign} (Quelle: linkedin, Medium: social)`,
    );
  });
});

test.describe("the dashboard", () => {
  test.use({ httpCredentials: { username: "anna", password: "correct horse battery" }, reducedMotion: "reduce" });
  let server: ServerProcess;
  let data: ReturnType<typeof tempDir>;
  test.beforeAll(async () => {
    test.setTimeout(60_000);
    // The operator's way to a user: npm run stats -- password anna, the password piped in.
    const { stdout } = await promisify(execFile)("bash", [
      "-c",
      `echo 'correct horse battery' | "${process.execPath}" "${path.join(buildDir, "node", "stats.js")}" password anna`,
    ]);
    const users = /STATS_DASHBOARD_USERS=(.*)/.exec(stdout)![1]!;
    data = tempDir("stats-dash-");
    server = await ready(await spawnServer({ DATA_DIR: data.path, STATS_DASHBOARD_USERS: users }), 30_000);
    for (const [url, headers] of [
      ["/?utm_source=newsletter&utm_medium=email&utm_campaign=herbst", { Referer: "https://www.linkedin.com/" }],
      ["/about", {}],
      ["/en/services", { Referer: "https://duckduckgo.com/" }],
      ["/gibt-es-nicht", {}],
    ] as const)
      await get(server, url, { "User-Agent": PHONE, ...headers });
    // Written within 5 s: once they are in the database, the pages show tables and the chart with figures.
    await expect
      .poll(async () => (await statsJson({ DATA_DIR: data.path })).notFound.length, {
        timeout: 20_000,
        intervals: [500],
      })
      .toBeGreaterThan(0);
  });
  test.afterAll(async () => {
    await server?.stop();
    data?.remove();
  });

  for (const width of [1280, 390])
    test(`accessible at ${width} px: axe finds nothing, no script, no cookie`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      const res = await page.goto(`${server.url}/statistik`);
      expect(res?.status()).toBe(200);
      await expect(page.getByRole("heading", { level: 1, name: "Reichweite" })).toBeVisible();
      await expect(page.locator("script")).toHaveCount(0);
      expect(await axeViolations(page)).toEqual([]);
      expect(await page.context().cookies()).toEqual([]);
    });

  test("valid HTML: the Nu Html Checker finds no error", async ({ request }) => {
    const html = await (await request.get(`${server.url}/statistik`)).text();
    expect(html).toContain("linkedin.com");
    const file = path.join(data.path, "dashboard.html");
    await writeFile(file, html);
    const vnuJar = createRequire(import.meta.url)("vnu-jar") as string;
    let report = "";
    try {
      await promisify(execFile)("java", ["-jar", vnuJar, "--errors-only", "--format", "json", file]);
    } catch (error) {
      report = (error as { stderr?: string }).stderr ?? String(error);
    }
    const errors = report ? (JSON.parse(report) as { messages: { message: string }[] }).messages : [];
    expect(errors.map((m) => m.message)).toEqual([]);
  });
});
