/**
 * `npm run dev` is the real server with hot reload (issue 15): started as a developer starts it, on
 * a free port and with its own DATA_DIR, it serves the pages with the production headers, the
 * contact form sent through the real UI ends up as an .eml file whose path the server prints, and
 * its output carries no React Router "Future Flag Warning".
 */
import { spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { waitUntilReady } from "./dev-copy";
import { expect, hydrated, test } from "./fixtures";
import { freePort, tempDir } from "./server-process";

test("npm run dev: production headers, no hydration mismatch, the contact form through the real UI, the .eml file, no future-flag warning", async ({
  page,
}) => {
  // Vite transforms every module on first request: on a busy two-core machine that takes a while.
  test.setTimeout(240_000);
  const data = tempDir("dev-");
  const port = await freePort();
  const env: Record<string, string | undefined> = {
    ...process.env,
    PORT: String(port),
    HOST: "127.0.0.1",
    DATA_DIR: data.path,
  };
  // Mail goes to .eml files, as on a fresh checkout.
  delete env.SMTP_URL;
  delete env.DATABASE_URL;
  const dev = spawn("npm", ["run", "dev"], { env, detached: true }); // own process group: stopped with npm
  // "close": every holder of its output has ended, the server below npm included.
  const exited = new Promise((resolve) => dev.once("close", resolve));
  let output = "";
  dev.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  dev.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    await waitUntilReady(base, () => output, 90_000);

    // The production server's edges: page methods, canonical URLs, security headers, CSP with a
    // nonce (relaxed only for hot reload: inline styles and the websocket).
    expect((await fetch(`${base}/about`, { method: "DELETE" })).status).toBe(405);
    const slash = await fetch(`${base}/about/?x=1`, { redirect: "manual" });
    expect([slash.status, slash.headers.get("location")]).toEqual([308, "/about?x=1"]);
    const home = await fetch(`${base}/`);
    expect(home.status).toBe(200);
    expect(home.headers.get("x-frame-options")).toBe("DENY");
    const csp = home.headers.get("content-security-policy") ?? "";
    expect(csp).toMatch(/script-src 'self' 'nonce-[^']+'(;|$)/);
    expect(csp).toContain("style-src 'self' 'unsafe-inline'");
    expect(csp).toContain(`connect-src 'self' ws://*:${port}`);
    expect(csp).toContain("worker-src 'self' blob:");
    expect((await fetch(`${base}/api/send-email`)).status).toBe(405);
    expect((await fetch(`${base}/gibt-es-nicht`)).status).toBe(404);

    // React's development build checks the hydration against the server's HTML (its production build
    // does not): no page reports a mismatch (issue 36: the <html> attribute set before hydration, the
    // nonce browsers hide from the DOM).
    const hydrationErrors: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /hydrat/i.test(message.text())) hydrationErrors.push(message.text());
    });
    for (const address of ["/", "/en"]) {
      await page.goto(`${base}${address}`);
      await hydrated(page);
      await expect(page.locator("h1")).toBeVisible();
    }
    expect(hydrationErrors).toEqual([]);

    await page.goto(`${base}/contact`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Kontaktformular" });
    // The form hydrates when it comes near the screen; until then it would post natively.
    await form.scrollIntoViewIfNeeded();
    await expect(form).toHaveAttribute("data-enhanced", "true", { timeout: 30_000 });
    const token = `dev${Date.now().toString(36)}`;
    const values = {
      Name: `Erika Dev ${token}`,
      "E-Mail": `erika.${token}@example.com`,
      Telefon: "+49 7121 123456",
      Unternehmen: "Muster GmbH",
      Nachricht: `Bitte rufen Sie zurück. Anfrage ${token}.`,
    };
    for (const [label, value] of Object.entries(values)) {
      await form.getByRole("textbox", { name: label, exact: true }).fill(value);
    }
    await form.getByRole("button", { name: "Nachricht senden" }).click();
    await expect(form.getByRole("status")).toContainText("Email wurde erfolgreich versendet!", { timeout: 30_000 });

    // The delivery worker wrote the mail as an .eml file and printed where.
    const outbox = path.join(data.path, "outbox");
    const withToken = async () => {
      const names = await readdir(outbox).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith(".eml"))) {
        if ((await readFile(path.join(outbox, name), "utf8")).includes(token)) return name;
      }
      return "";
    };
    await expect.poll(withToken, { timeout: 30_000 }).not.toBe("");
    const eml = path.join(outbox, await withToken());
    await expect.poll(() => output, { timeout: 10_000 }).toContain(JSON.stringify(eml).slice(1, -1));
    expect(output).not.toContain("Future Flag Warning");
  } finally {
    if (dev.pid && dev.exitCode === null) process.kill(-dev.pid, "SIGTERM");
    await exited;
    data.remove();
  }
  // Stopped cleanly: the contact service and Vite closed, no forced exit.
  expect(output).not.toContain("forced exit");
  expect(output).toContain('"msg":"stopped"');
});
