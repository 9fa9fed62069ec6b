/**
 * `npm run dev` is the real server with hot reload (issue 15): started as a developer starts it, on
 * a free port, it serves the pages, and the contact form sent through the real UI ends up as an
 * .eml file in DATA_DIR/outbox. Its output carries no React Router "Future Flag Warning".
 */
import { spawn } from "node:child_process";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, hydrated, test } from "./fixtures";
import { freePort, tempDir } from "./server-process";

// React's development build also compares attributes during hydration (production compares text
// only). Two differences are known and harmless: the nonce, which browsers hide from the DOM, and
// float rounding in the illustrations drawn with Math.sin (moving to static .svg files, issue 10).
test.use({ allowedConsoleErrors: [/A tree hydrated but some attributes of the server rendered HTML didn't match/] });

test("npm run dev: pages, the contact form through the real UI, the .eml file, no future-flag warning", async ({
  page,
}) => {
  test.setTimeout(180_000);
  const data = tempDir("dev-");
  const port = await freePort();
  const dev = spawn("npm", ["run", "dev"], {
    env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: data.path, NODE_ENV: "" },
    detached: true, // its own process group: npm's child (the server) is stopped with it
  });
  let output = "";
  dev.stdout!.on("data", (c: Buffer) => (output += c.toString()));
  dev.stderr!.on("data", (c: Buffer) => (output += c.toString()));
  try {
    const base = `http://127.0.0.1:${port}`;
    await expect
      .poll(
        () =>
          fetch(`${base}/readyz`).then(
            (r) => r.status,
            () => 0,
          ),
        { timeout: 60_000, intervals: [250] },
      )
      .toBe(200);

    await page.goto(`${base}/`);
    await hydrated(page);
    await expect(page.locator("h1")).toBeVisible();
    await page.goto(`${base}/contact`);
    await hydrated(page);
    const form = page.getByRole("form", { name: "Kontaktformular" });
    await expect(form.getByRole("button", { name: "Nachricht senden" })).toBeEnabled();
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
    await expect(form.getByRole("status")).toContainText("Email wurde erfolgreich versendet!", { timeout: 20_000 });

    const outbox = path.join(data.path, "outbox");
    const withToken = async () => {
      const names = await readdir(outbox).catch(() => [] as string[]);
      for (const name of names.filter((n) => n.endsWith(".eml"))) {
        if ((await readFile(path.join(outbox, name), "utf8")).includes(token)) return name;
      }
      return "";
    };
    await expect.poll(withToken, { timeout: 20_000 }).not.toBe("");
    const eml = path.join(outbox, await withToken());
    expect(output).toContain(JSON.stringify(eml).slice(1, -1)); // the path is printed
    expect(output).not.toContain("Future Flag Warning");
  } finally {
    if (dev.pid) process.kill(-dev.pid, "SIGTERM");
    await new Promise((r) => dev.once("exit", r));
    data.remove();
  }
});
