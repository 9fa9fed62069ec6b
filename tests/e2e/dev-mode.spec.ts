/**
 * `npm run dev` is the real server with hot reload (issue 15): started as a developer starts it, on
 * a free port, in a fresh copy of the project (as a new clone: no generated files yet) with its own
 * DATA_DIR, it serves the pages with the production headers and hydrates them without a mismatch,
 * the contact form sent through the real UI ends up as an .eml file whose path the server prints,
 * and its output carries no React Router "Future Flag Warning".
 */
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { startDevCopy } from "./dev-copy";
import { expect, hydrated, test } from "./fixtures";

test("npm run dev: production headers, no hydration mismatch, the contact form through the real UI, the .eml file, no future-flag warning", async ({
  page,
}) => {
  // Vite transforms every module on first request: on a busy two-core machine that takes a while.
  test.setTimeout(240_000);
  // A fresh copy of the project, as a new clone has it: no generated drawings yet (issue 36: the
  // first start wrote them under the first request, and React reported a hydration mismatch).
  const { copy, base, output: outputSoFar, stop } = await startDevCopy("dev-mode-");
  let output = "";
  try {
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
    expect(csp).toContain(`connect-src 'self' ws://*:${new URL(base).port}`);
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
    const outbox = path.join(copy, "data", "outbox");
    const withToken = async () => {
      const names = await readdir(outbox).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith(".eml"))) {
        if ((await readFile(path.join(outbox, name), "utf8")).includes(token)) return name;
      }
      return "";
    };
    await expect.poll(withToken, { timeout: 30_000 }).not.toBe("");
    const eml = path.join(outbox, await withToken());
    await expect.poll(outputSoFar, { timeout: 10_000 }).toContain(JSON.stringify(eml).slice(1, -1));
    expect(outputSoFar()).not.toContain("Future Flag Warning");
  } finally {
    // Stops the server's process group and waits until it has closed.
    await stop();
    output = outputSoFar();
  }
  // Stopped cleanly: the contact service and Vite closed, no forced exit.
  expect(output).not.toContain("forced exit");
  expect(output).toContain('"msg":"stopped"');
});
