import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, describe, expect, test } from "vitest";
import {
  fitTitle,
  renderSocialImage,
  SOCIAL_IMAGE_HEIGHT,
  SOCIAL_IMAGE_WIDTH,
  writeSocialImages,
  type SocialImage,
} from "./social-images";

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
// 121 characters, three long compounds: the kind of title that must wrap and shrink.
const LONG_GERMAN_TITLE =
  "Datenschutzkonforme KI-Assistenten im Mittelstand: Betriebsvereinbarungen, Auftragsverarbeitungsverträge und Löschkonzepte";

const article: SocialImage = {
  file: "social/de/was-kostet-eine-app.png",
  title: "Was kostet eine App? Die Kostentreiber ehrlich erklärt",
  kicker: "Ratgeber · App-Entwicklung",
  language: "de",
};

async function pixels(png: Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, channels: info.channels };
}

/** How many pixels inside the rectangle differ between two images of the same size. */
async function differingPixels(a: Buffer, b: Buffer, area: { top: number; bottom: number }) {
  const [first, second] = await Promise.all([pixels(a), pixels(b)]);
  let count = 0;
  for (let y = area.top; y < area.bottom; y++)
    for (let x = 0; x < first.width; x++) {
      const i = (y * first.width + x) * first.channels;
      if (Math.abs(first.data[i]! - second.data[i]!) + Math.abs(first.data[i + 1]! - second.data[i + 1]!) > 24) count++;
    }
  return count;
}

describe("social images of articles", () => {
  const folders: string[] = [];
  afterAll(() => folders.forEach((folder) => rmSync(folder, { recursive: true, force: true })));

  test("a 1200×630 PNG, the same bytes for the same input", async () => {
    const png = await renderSocialImage(article);
    expect(png.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    // IHDR: width and height, big-endian, right after the signature and the chunk header.
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([SOCIAL_IMAGE_WIDTH, SOCIAL_IMAGE_HEIGHT]);
    const metadata = await sharp(png).metadata();
    expect([metadata.format, metadata.width, metadata.height]).toEqual(["png", 1200, 630]);
    expect((await renderSocialImage(article)).equals(png)).toBe(true);
  });

  test("the title is really drawn, and another title gives other bytes", async () => {
    const [withTitle, withoutTitle, otherTitle] = await Promise.all([
      renderSocialImage(article),
      renderSocialImage({ ...article, title: "" }),
      renderSocialImage({ ...article, title: "Native oder Cross-Platform?" }),
    ]);
    expect(otherTitle.equals(withTitle)).toBe(false);
    // White letters on the dark ground: thousands of pixels of the lower half change when the title is there.
    const changed = await differingPixels(withTitle, withoutTitle, { top: 315, bottom: 630 });
    expect(changed).toBeGreaterThan(10_000);
  });

  test("a 120-character German title with compounds wraps, shrinks and stays inside the margins", async () => {
    expect(LONG_GERMAN_TITLE.length).toBeGreaterThanOrEqual(120);
    const short = await fitTitle(article.title);
    const long = await fitTitle(LONG_GERMAN_TITLE);
    expect(long.fits).toBe(true);
    expect(long.fontSize).toBeLessThan(short.fontSize);
    const [withLongTitle, withoutTitle] = await Promise.all([
      renderSocialImage({ ...article, title: LONG_GERMAN_TITLE }),
      renderSocialImage({ ...article, title: "" }),
    ]);
    // Nothing of the title in the bottom margin (72 px; descenders may reach into its first half) …
    expect(await differingPixels(withLongTitle, withoutTitle, { top: 630 - 36, bottom: 630 })).toBe(0);
    // … nor over the logo row at the top.
    expect(await differingPixels(withLongTitle, withoutTitle, { top: 0, bottom: 150 })).toBe(0);
  });

  test("a word longer than any line still ends inside the image", async () => {
    const fit = await fitTitle(
      "Donaudampfschifffahrtsgesellschaftskapitänsmützenherstellungsbetriebsverfassungsgesetz",
    );
    expect(fit.fontSize).toBeLessThanOrEqual(48);
    const png = await renderSocialImage({ ...article, title: "Rechtsschutzversicherungsgesellschaften ".repeat(8) });
    const empty = await renderSocialImage({ ...article, title: "" });
    expect(await differingPixels(png, empty, { top: 630 - 36, bottom: 630 })).toBe(0);
  });

  test("writeSocialImages writes each file below client/ and says how many", async () => {
    const buildDirectory = mkdtempSync(path.join(tmpdir(), "social-images-"));
    folders.push(buildDirectory);
    const messages: string[] = [];
    const english: SocialImage = {
      file: "social/en/what-does-an-app-cost.png",
      title: "What does an app cost?",
      kicker: "Insights · App development",
      language: "en",
    };
    await writeSocialImages(buildDirectory, [article, english], (message) => messages.push(message));
    const german = readFileSync(path.join(buildDirectory, "client", article.file));
    const written = readFileSync(path.join(buildDirectory, "client", english.file));
    expect(german.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(written.equals(german)).toBe(false);
    expect(messages).toEqual([expect.stringMatching(/^social images: 2 written in \d+\.\d s$/)]);
  });
});
