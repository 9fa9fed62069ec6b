/**
 * The images in articles (issue 37), with real image files drawn by sharp in the test: the rules an upload
 * must pass at save and at build (vite/article-image-rules.ts, through the admin's save check and the
 * build's reading of the working tree), and the variants the build makes of it (vite/article-pictures.ts).
 */
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { checkSave } from "../admin/save-check";
import { articleImageName, articleImageProblem, imageFacts } from "./article-image-rules";
import { encodeVariant, pictureOf, pictureWidths, variantsIn, withPictures } from "./article-pictures";
import { checkEditionsAgree, ContentError, contentFiles, readContent } from "./content-data";
import type { RichElement, RichNode } from "../app/content-model/articles/rich-node";

/** A photo-like picture (soft coloured noise, which no encoder makes trivially small). */
async function photo(width: number, height: number, format: "jpeg" | "png" | "webp" | "avif" = "jpeg") {
  const noise = await sharp({
    create: { width, height, channels: 3, background: "#808080", noise: { type: "gaussian", mean: 128, sigma: 50 } },
  })
    .blur(3)
    .png()
    .toBuffer();
  return sharp(noise).toFormat(format, { quality: 80 }).toBuffer();
}

describe("the rules of an uploaded image", () => {
  it("reads the format and size of JPEG, PNG, WebP and AVIF from the file's first bytes", async () => {
    for (const format of ["jpeg", "png", "webp", "avif"] as const)
      expect(imageFacts(await photo(320, 200, format))).toEqual({ format, width: 320, height: 200 });
    expect(imageFacts(Buffer.from("<svg xmlns='http://www.w3.org/2000/svg' width='10' height='10'/>"))).toBeUndefined();
    // A GIF is an image, but not one the pipeline takes.
    expect(
      imageFacts(
        await sharp(await photo(40, 40))
          .gif()
          .toBuffer(),
      ),
    ).toBeUndefined();
  });

  it("refuses a missing file, another format, more than 5 MB or 6000 px, in German", async () => {
    const src = "/media/articles/de/x/foto.jpg";
    expect(articleImageProblem(src, await photo(1600, 900))).toBeUndefined();
    expect(articleImageProblem(src, undefined)).toBe(
      "Die Bilddatei content/media/articles/de/x/foto.jpg fehlt: bitte das Bild im Baustein „Bild“ erneut hochladen.",
    );
    expect(articleImageProblem("/public/foto.jpg", await photo(10, 10))).toMatch(/^Ein Bild wird im Admin hochgeladen/);
    expect(
      articleImageProblem(
        src,
        await sharp(await photo(40, 40))
          .gif()
          .toBuffer(),
      ),
    ).toBe(
      "„foto.jpg“ ist kein JPEG-, PNG-, WebP- oder AVIF-Bild: bitte in einem dieser Formate speichern und erneut hochladen.",
    );
    // A PNG of noise, 1800 × 1200, is over 5 MB.
    const heavy = await sharp(
      await sharp({
        create: {
          width: 1800,
          height: 1200,
          channels: 3,
          background: "#808080",
          noise: { type: "gaussian", mean: 128, sigma: 90 },
        },
      })
        .png()
        .toBuffer(),
    )
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(heavy.length).toBeGreaterThan(5 * 1024 * 1024);
    expect(articleImageProblem(src, heavy)).toMatch(
      /^Das Bild „foto\.jpg“ ist 6,2 MB groß, erlaubt sind höchstens 5 MB: bitte verkleinert hochladen/,
    );
    const wide = await sharp({ create: { width: 6400, height: 200, channels: 3, background: "#4f63ff" } })
      .jpeg()
      .toBuffer();
    expect(articleImageProblem(src, wide)).toBe(
      "Das Bild „foto.jpg“ ist 6400 × 200 Pixel groß, die längere Seite hat höchstens 6000 Pixel: bitte verkleinert hochladen (etwa 2400 Pixel breit).",
    );
  });

  it("names an upload plainly", () => {
    expect(articleImageName("Team Workshop (1).JPEG")).toBe("team-workshop-1.jpg");
    expect(articleImageName("Büro_Köln.png")).toBe("buero-koeln.png");
  });
});

describe("an article with an image, at save and at build", () => {
  const root = mkdtempSync(path.join(tmpdir(), "article-pictures-"));
  const article = "content/de/articles/was-kostet-eine-app.mdoc";
  const image = "content/media/articles/de/was-kostet-eine-app/whiteboard.jpg";
  const original = readFileSync(article, "utf8");
  const withImage = (attributes: string) =>
    `${original}\n{% image src="/media/articles/de/was-kostet-eine-app/whiteboard.jpg" ${attributes} /%}\n`;
  beforeAll(() => cpSync("content", path.join(root, "content"), { recursive: true }));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  /** The build's verdict and the admin's (the tree after a save that writes the article and its image). */
  async function verdicts(source: string, bytes: Buffer | undefined) {
    writeFileSync(path.join(root, article), source);
    rmSync(path.join(root, image), { force: true });
    if (bytes) {
      mkdirSync(path.dirname(path.join(root, image)), { recursive: true });
      writeFileSync(path.join(root, image), bytes);
    }
    const build = (() => {
      try {
        readContent(article, root);
        checkEditionsAgree(contentFiles(root), root);
        return "accepted";
      } catch (error) {
        if (!(error instanceof ContentError)) throw error;
        return error.message;
      }
    })();
    const entries = [...contentFiles(root), ...(bytes ? [image] : [])].map((p) => ({ path: p, sha: p, type: "blob" }));
    const save = await checkSave({
      entries,
      changed: [article, ...(bytes ? [image] : [])],
      deleted: [],
      read: (entry) => readFileSync(path.join(root, entry.path)),
    }).then(
      () => "accepted",
      (error: Error) => error.message,
    );
    return { build, save };
  }

  it("accepts an uploaded photo with alt text", async () => {
    expect(await verdicts(withImage('alt="Skizze auf dem Whiteboard"'), await photo(1200, 800))).toEqual({
      build: "accepted",
      save: "accepted",
    });
  });

  it("refuses an image over the limit with the same German message at save and at build", async () => {
    const wide = await sharp({ create: { width: 7000, height: 300, channels: 3, background: "#4f63ff" } })
      .jpeg()
      .toBuffer();
    const { build, save } = await verdicts(withImage('alt="Skizze"'), wide);
    const message = "die längere Seite hat höchstens 6000 Pixel";
    expect(build).toContain(message);
    expect(save).toMatch(/^Nicht gespeichert\. Artikel – Deutsch › .*die längere Seite hat höchstens 6000 Pixel/);
  });

  it("refuses an image without alt text at save and at build", async () => {
    const { build, save } = await verdicts(withImage('alt=" "'), await photo(400, 300));
    expect(build).toContain("Ein Bild braucht einen Alternativtext (was es zeigt)");
    expect(save).toContain("Ein Bild braucht einen Alternativtext (was es zeigt)");
  });
});

describe("the variants the build makes", () => {
  const root = mkdtempSync(path.join(tmpdir(), "article-variants-"));
  const file = "content/media/articles/de/x/whiteboard.jpg";
  const node: RichElement = { t: "image", src: "/media/articles/de/x/whiteboard.jpg", alt: "Skizze" };
  const write = async (bytes: Buffer) => {
    mkdirSync(path.join(root, path.dirname(file)), { recursive: true });
    writeFileSync(path.join(root, file), bytes);
  };
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it("offers up to three widths, none wider than the file", () => {
    expect(pictureWidths(3000)).toEqual([480, 960, 1440]);
    expect(pictureWidths(1440)).toEqual([480, 960, 1440]);
    expect(pictureWidths(1200)).toEqual([480, 960, 1200]);
    expect(pictureWidths(1000)).toEqual([480, 1000]);
    expect(pictureWidths(300)).toEqual([300]);
  });

  it("makes AVIF and WebP of each width, named by their content, with the image's size", async () => {
    await write(await photo(2000, 1250));
    const { picture } = await pictureOf(node, "content/de/articles/x.mdoc", root);
    expect(picture).toMatchObject({ width: 2000, height: 1250, sizes: expect.stringContaining("48rem") });
    expect(picture!.avif).toMatch(
      /^\/assets\/articles\/whiteboard-480-[0-9a-f]{10}\.avif 480w, \/assets\/articles\/whiteboard-960-[0-9a-f]{10}\.avif 960w, \/assets\/articles\/whiteboard-1440-[0-9a-f]{10}\.avif 1440w$/,
    );
    expect(picture!.fallback).toMatch(/^\/assets\/articles\/whiteboard-960-[0-9a-f]{10}\.webp$/);
    const variants = variantsIn([{ t: "p", c: [{ ...node, picture }] }]);
    expect(variants).toHaveLength(6);
    for (const variant of variants) {
      const { data } = await encodeVariant(variant, root);
      const meta = await sharp(data).metadata();
      expect([meta.format === "heif" ? "avif" : meta.format, meta.width, meta.height]).toEqual([
        variant.format,
        variant.width,
        Math.round((variant.width * 1250) / 2000),
      ]);
    }
    // The same file gives the same names (a deterministic build); another file, other names.
    expect((await pictureOf(node, "x", root)).picture).toEqual(picture);
    await write(await photo(2000, 1251));
    expect((await pictureOf(node, "x", root)).picture!.avif).not.toEqual(picture!.avif);
  });

  it("shows a phone photo upright: its size as displayed, EXIF orientation applied", async () => {
    await write(
      await sharp(await photo(1200, 800))
        .withMetadata({ orientation: 6 })
        .jpeg()
        .toBuffer(),
    );
    const { picture } = await pictureOf(node, "x", root);
    expect([picture!.width, picture!.height]).toEqual([800, 1200]);
    const [variant] = variantsIn([{ ...node, picture }]);
    const meta = await sharp((await encodeVariant(variant!, root)).data).metadata();
    expect([meta.width, meta.height]).toEqual([480, 720]);
  });

  it("refuses, at the page's turn too, a file the rules refuse", async () => {
    const body: RichNode[] = [{ ...node, src: "/media/articles/de/x/fehlt.jpg" }];
    await expect(withPictures({ body }, "content/de/articles/x.mdoc", root)).rejects.toThrow(
      "content/de/articles/x.mdoc: Bild = „/media/articles/de/x/fehlt.jpg“: Die Bilddatei content/media/articles/de/x/fehlt.jpg fehlt",
    );
  });
});
