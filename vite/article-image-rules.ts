import type { RichElement, RichNode } from "../app/content-model/articles/rich-node.ts";
import { addressWords } from "./article-markdoc.ts";

/**
 * The rules of an image in an article's text (issue 37; part of the content rules, vite/content-rules.ts,
 * so the build and the admin's save refuse the same files with the same German message). An editor
 * uploads the image in the admin's "Bild" block (admin/schema/article-collection.tsx); Keystatic stores it
 * as content/media/articles/<language>/<article>/<name> and writes `{% image src="/media/articles/…" %}`.
 * Browser-safe: the format and the size in pixels are read from the file's first bytes, not with sharp.
 */

/** Where the uploaded files lie, and the address the text names them by (Keystatic's `publicPath`). */
export const ARTICLE_MEDIA_DIR = "content/media/articles";
export const ARTICLE_MEDIA_PATH = "/media/articles";

/**
 * The largest file an editor may upload: 5 MB and 6000 pixels on the longer side. A phone's photo
 * (12 megapixels, 4032 × 3024, 2–4 MB as JPEG) fits; a camera's raw-sized export or a 50-megapixel
 * photo does not: nobody sees more than 1440 pixels of it on the page (vite/article-images.ts), and
 * each such upload would sit in the repository for good and slow every build.
 */
export const ARTICLE_IMAGE_LIMITS = { bytes: 5 * 1024 * 1024, longSide: 6000 } as const;

type ImageFormat = "jpeg" | "png" | "webp" | "avif";
export type ImageFacts = { format: ImageFormat; width: number; height: number };

/** The text's address of an image → its file: "/media/articles/de/x/foto.jpg" → "content/media/articles/de/x/foto.jpg". */
export function articleImageFile(src: string): string | undefined {
  const rest = src.startsWith(`${ARTICLE_MEDIA_PATH}/`) ? src.slice(ARTICLE_MEDIA_PATH.length + 1) : undefined;
  if (!rest || !/^[a-z0-9][a-z0-9._-]*(\/[a-z0-9][a-z0-9._-]*)*$/.test(rest) || rest.includes("..")) return undefined;
  return `${ARTICLE_MEDIA_DIR}/${rest}`;
}

/**
 * An uploaded file's name as Keystatic stores it (its `transformFilename`): lowercase, umlauts spelt
 * out, every other character a hyphen, so the text's address and the built file names stay plain
 * ("Team Workshop (1).JPG" → "team-workshop-1.jpg").
 */
export function articleImageName(original: string): string {
  const dot = original.lastIndexOf(".");
  const [stem, extension] = dot > 0 ? [original.slice(0, dot), original.slice(dot + 1)] : [original, ""];
  const ext = addressWords(extension).replace(/^jpeg$/, "jpg");
  return `${addressWords(stem) || "bild"}${ext ? `.${ext}` : ""}`;
}

const u16be = (b: Uint8Array, i: number) => (b[i]! << 8) | b[i + 1]!;
const u32be = (b: Uint8Array, i: number) => ((b[i]! << 24) | (b[i + 1]! << 16) | (b[i + 2]! << 8) | b[i + 3]!) >>> 0;
const u24le = (b: Uint8Array, i: number) => b[i]! | (b[i + 1]! << 8) | (b[i + 2]! << 16);
const ascii = (b: Uint8Array, i: number, length: number) => String.fromCharCode(...b.subarray(i, i + length));

/** A JPEG's size: the first frame header (SOF0–SOF15 except DHT, JPG and DAC). */
function jpegSize(b: Uint8Array): { width: number; height: number } | undefined {
  let i = 2;
  while (i + 9 < b.length) {
    if (b[i] !== 0xff) return undefined;
    const marker = b[i + 1]!;
    if (marker === 0xff) {
      i++; // fill byte
      continue;
    }
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc)
      return { height: u16be(b, i + 5), width: u16be(b, i + 7) };
    i += 2 + u16be(b, i + 2);
  }
  return undefined;
}

/** An AVIF's size: its image spatial extent box (`ispe`), found in the metadata at the start. */
function avifSize(b: Uint8Array): { width: number; height: number } | undefined {
  const end = Math.min(b.length - 16, 1 << 16);
  for (let i = 4; i < end; i++)
    if (b[i] === 0x69 && ascii(b, i, 4) === "ispe") return { width: u32be(b, i + 8), height: u32be(b, i + 12) };
  return undefined;
}

/** The format and size of an image file from its first bytes; undefined for anything but JPEG, PNG, WebP, AVIF. */
export function imageFacts(b: Uint8Array): ImageFacts | undefined {
  if (b.length < 32) return undefined;
  let size: { width: number; height: number } | undefined;
  let format: ImageFormat | undefined;
  if (b[0] === 0xff && b[1] === 0xd8) [format, size] = ["jpeg", jpegSize(b)];
  else if (ascii(b, 0, 8) === "\x89PNG\r\n\x1a\n")
    [format, size] = ["png", { width: u32be(b, 16), height: u32be(b, 20) }];
  else if (ascii(b, 0, 4) === "RIFF" && ascii(b, 8, 4) === "WEBP") {
    format = "webp";
    const chunk = ascii(b, 12, 4);
    if (chunk === "VP8X") size = { width: 1 + u24le(b, 24), height: 1 + u24le(b, 27) };
    else if (chunk === "VP8L")
      size = {
        width: 1 + (b[21]! | ((b[22]! & 0x3f) << 8)),
        height: 1 + ((b[22]! >> 6) | (b[23]! << 2) | ((b[24]! & 0xf) << 10)),
      };
    else if (chunk === "VP8 ")
      size = { width: (b[26]! | (b[27]! << 8)) & 0x3fff, height: (b[28]! | (b[29]! << 8)) & 0x3fff };
  } else if (ascii(b, 4, 4) === "ftyp" && /avi[fs]/.test(ascii(b, 8, Math.min(u32be(b, 0), 64) - 8)))
    [format, size] = ["avif", avifSize(b)];
  return format && size && size.width > 0 && size.height > 0 ? { format, ...size } : undefined;
}

const megabytes = (bytes: number) =>
  `${(bytes / 1024 / 1024).toLocaleString("de-DE", { maximumFractionDigits: 1 })} MB`;

/** Why an image cannot be in an article, in German; undefined when it can. `bytes`: the file, undefined if missing. */
export function articleImageProblem(src: string, bytes: Uint8Array | undefined): string | undefined {
  const file = articleImageFile(src);
  if (!file)
    return `Ein Bild wird im Admin hochgeladen (Baustein „Bild“) und liegt dann unter ${ARTICLE_MEDIA_PATH}/…, nicht unter „${src}“.`;
  const name = file.slice(file.lastIndexOf("/") + 1);
  if (!bytes) return `Die Bilddatei ${file} fehlt: bitte das Bild im Baustein „Bild“ erneut hochladen.`;
  const { bytes: maxBytes, longSide } = ARTICLE_IMAGE_LIMITS;
  if (bytes.length > maxBytes)
    return `Das Bild „${name}“ ist ${megabytes(bytes.length)} groß, erlaubt sind höchstens ${megabytes(maxBytes)}: bitte verkleinert hochladen (etwa als JPEG mit 2400 Pixeln Breite).`;
  const facts = imageFacts(bytes);
  if (!facts)
    return `„${name}“ ist kein JPEG-, PNG-, WebP- oder AVIF-Bild: bitte in einem dieser Formate speichern und erneut hochladen.`;
  if (Math.max(facts.width, facts.height) > longSide)
    return `Das Bild „${name}“ ist ${facts.width} × ${facts.height} Pixel groß, die längere Seite hat höchstens ${longSide} Pixel: bitte verkleinert hochladen (etwa 2400 Pixel breit).`;
  return undefined;
}

/** The images of an article's text, nested ones (in a note, a quote) included. */
export function imagesIn(nodes: readonly RichNode[]): RichElement[] {
  return nodes.flatMap((node) =>
    typeof node === "string"
      ? []
      : node.t === "image"
        ? [node]
        : imagesIn([...(node.c ?? []), ...(node.rows ?? []).flat(2)]),
  );
}

/**
 * The image files an article's Markdoc names, read from its text without parsing it (the admin's save
 * check reads these files before it runs the rules; the rules themselves go by the parsed text).
 */
export function imageFilesNamedIn(source: string): string[] {
  return [...source.matchAll(/\{%\s*image\b[^%]*?\bsrc="([^"]*)"/g)].flatMap(
    (match) => articleImageFile(match[1]!) ?? [],
  );
}
