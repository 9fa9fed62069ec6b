import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect } from "@playwright/test";

/**
 * The mail the server wrote for a message whose text contains `token` (without SMTP_URL the
 * delivery worker writes .eml files into DATA_DIR/outbox). Waits for the worker, up to 15 s.
 */
export async function findDeliveredMail(token: string): Promise<string> {
  const dataDir = process.env.E2E_DATA_DIR;
  expect(dataDir, "playwright.config.ts exports the server's DATA_DIR").toBeTruthy();
  const outbox = path.join(dataDir!, "outbox");
  let mail = "";
  await expect
    .poll(
      async () => {
        const names = await readdir(outbox).catch(() => [] as string[]);
        for (const name of names.filter((n) => n.endsWith(".eml"))) {
          const text = await readFile(path.join(outbox, name), "utf8");
          if (text.includes(token)) {
            mail = text;
            return true;
          }
        }
        return false;
      },
      { timeout: 15_000, message: `an .eml with ${token} in ${outbox}` },
    )
    .toBe(true);
  return mail;
}

/** How many mails the server has written so far for messages whose text contains `token`. */
export async function countDeliveredMail(token: string): Promise<number> {
  const outbox = path.join(process.env.E2E_DATA_DIR!, "outbox");
  const names = (await readdir(outbox).catch(() => [] as string[])).filter((n) => n.endsWith(".eml"));
  const texts = await Promise.all(names.map((name) => readFile(path.join(outbox, name), "utf8")));
  return texts.filter((text) => text.includes(token)).length;
}

/** Header block of a mail, continuation lines unfolded. */
export function mailHeaders(mail: string): string {
  return (mail.split(/\r?\n\r?\n/)[0] ?? "").replace(/\r?\n[ \t]+/g, " ");
}
