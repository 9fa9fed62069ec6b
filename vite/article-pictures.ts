import { createHash } from "node:crypto";
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import sharp from "sharp";
import type { RichElement, RichNode } from "../app/content-model/articles/rich-node.ts";
import { ContentError } from "./content-rules.ts";
import { articleImageFile, articleImageProblem } from "./article-image-rules.ts";
import { readContent } from "./content-data.ts";
import { articleStatusesIn } from "../app/content-model/articles/articles.server.ts";
import { buildDay, isPublished } from "../app/content-model/articles/publishing.ts";

/**
 * The images of the articles' texts as the page shows them (issue 37): each uploaded file
 * (content/media/articles/…, checked by vite/article-image-rules.ts) becomes AVIF and WebP in up to three
 * widths, never wider than the file, under /assets/articles/ with the content's hash in the name, and the
 * page's `<picture>` names them with the width and height of the image (app/pages/articles/rich-text.tsx).
 *
 * The names are known before anything is encoded: a variant's name is the hash of the file's bytes and
 * of its recipe (width, format, encoder settings, libvips version), so the content module can carry the
 * addresses (`pictureOf`), the build writes the files afterwards (`writeArticlePictures`, from
 * react-router.config.ts `buildEnd`) and `npm run dev` encodes a variant when the browser first asks for
 * it (`servePicture`). Same bytes and recipe, same name and same output: a build is deterministic, and
 * the encoded files are kept in node_modules/.cache/article-images between builds (AVIF is slow to
 * encode: about 0.7 s for 1440 px on one busy core, with effort 2; effort 4 took 10 s and saved 3 %).
 */

/** The widths a picture is offered in: a phone (480), the text column at 1× (960 ≥ its 757 px) and 2× (1440). */
const PICTURE_WIDTHS = [480, 960, 1440] as const;

/** The text column's width (rich-text.tsx: at most 70ch of 1.075rem Inter, 757 px; on a phone the screen less the page's padding). */
const PICTURE_SIZES = "(min-width: 50rem) 48rem, calc(100vw - 2.5rem)";

const RECIPES = {
  avif: { quality: 55, effort: 2 },
  webp: { quality: 78, effort: 4 },
} as const;
type VariantFormat = keyof typeof RECIPES;

export type PictureVariant = {
  /** Its address: "/assets/articles/workshop-960-3f9c2a1b7e.avif". */
  url: string;
  /** The uploaded file, relative to the content's root. */
  file: string;
  width: number;
  format: VariantFormat;
};

/** Encoded variants kept between builds, by name (the names are content hashes: nothing to invalidate). */
const cacheOf = (root: string) => path.resolve(root, "node_modules/.cache/article-images");

/** The widths of a file `sourceWidth` wide: the fixed ones below it, and the file's own when none is close. */
export function pictureWidths(sourceWidth: number): number[] {
  const below = PICTURE_WIDTHS.filter((width) => width <= sourceWidth * 0.85);
  const largest = PICTURE_WIDTHS[PICTURE_WIDTHS.length - 1]!;
  return sourceWidth >= largest ? [...PICTURE_WIDTHS] : [...below, sourceWidth].slice(-PICTURE_WIDTHS.length);
}

/** Every variant planned in this process, by its address (what `npm run dev` serves). */
const planned = new Map<string, PictureVariant>();

/**
 * The image node of an article's text with its picture: the variants' addresses and the size in
 * pixels as shown (a phone photo's EXIF orientation applied). Throws the content rule's ContentError
 * for a file the rules refuse (missing, too large, not an image).
 */
export async function pictureOf(node: RichElement, contentFile: string, root = "."): Promise<RichElement> {
  const src = node.src ?? "";
  const file = articleImageFile(src);
  const bytes = file && existsSync(path.join(root, file)) ? readFileSync(path.join(root, file)) : undefined;
  const problem = articleImageProblem(src, bytes);
  if (problem || !file || !bytes)
    throw new ContentError({ file: contentFile, field: "Bild", value: src, message: problem!, rule: "images" });
  const { autoOrient } = await sharp(bytes).metadata();
  const hash = createHash("sha256").update(bytes);
  const stem = path.basename(file).replace(/\.[^.]+$/, "");
  const variants = (Object.keys(RECIPES) as VariantFormat[]).flatMap((format) =>
    pictureWidths(autoOrient.width).map((width): PictureVariant => {
      const recipe = JSON.stringify([width, format, RECIPES[format], sharp.versions.vips]);
      const name = `${stem}-${width}-${hash.copy().update(recipe).digest("hex").slice(0, 10)}.${format}`;
      const variant = { url: `/assets/articles/${name}`, file, width, format };
      planned.set(variant.url, variant);
      return variant;
    }),
  );
  const srcset = (format: VariantFormat) =>
    variants
      .filter((v) => v.format === format)
      .map((v) => `${v.url} ${v.width}w`)
      .join(", ");
  const webp = variants.filter((v) => v.format === "webp");
  return {
    ...node,
    picture: {
      width: autoOrient.width,
      height: autoOrient.height,
      avif: srcset("avif"),
      webp: srcset("webp"),
      // The fallback of `<img>`: the WebP nearest the text column's width.
      fallback: (webp.find((v) => v.width >= 960) ?? webp[webp.length - 1]!).url,
      sizes: PICTURE_SIZES,
    },
  };
}

/** The article's data with a picture for each of its images (nested ones too). */
export async function withPictures<T>(data: T, contentFile: string, root = "."): Promise<T> {
  const visit = async (nodes: RichNode[]): Promise<RichNode[]> =>
    Promise.all(
      nodes.map(async (node) => {
        if (typeof node === "string") return node;
        if (node.t === "image") return pictureOf(node, contentFile, root);
        return {
          ...node,
          ...(node.c ? { c: await visit(node.c) } : {}),
          ...(node.rows
            ? { rows: await Promise.all(node.rows.map((row) => Promise.all(row.map((cell) => visit(cell))))) }
            : {}),
        };
      }),
    );
  const body = (data as { body?: RichNode[] }).body;
  return body ? { ...data, body: await visit(body) } : data;
}

/** The variants every picture of `nodes` names (after withPictures). */
export function variantsIn(nodes: readonly RichNode[]): PictureVariant[] {
  return nodes.flatMap((node) => {
    if (typeof node === "string") return [];
    const own = node.picture
      ? [node.picture.avif, node.picture.webp].flatMap((set) => set.split(", ").map((entry) => entry.split(" ")[0]!))
      : [];
    return [...own.map((url) => planned.get(url)!), ...variantsIn([...(node.c ?? []), ...(node.rows ?? []).flat(2)])];
  });
}

/** A variant's bytes: from the cache, or encoded now (and cached; written whole or not at all). */
export async function encodeVariant(variant: PictureVariant, root = "."): Promise<{ data: Buffer; cached: boolean }> {
  const cached = path.join(cacheOf(root), path.basename(variant.url));
  if (existsSync(cached)) return { data: readFileSync(cached), cached: true };
  const image = sharp(readFileSync(path.join(root, variant.file)))
    .autoOrient()
    .resize({ width: variant.width, withoutEnlargement: true });
  const data = await (variant.format === "avif" ? image.avif(RECIPES.avif) : image.webp(RECIPES.webp)).toBuffer();
  mkdirSync(cacheOf(root), { recursive: true });
  const temporary = `${cached}.${process.pid}.tmp`;
  writeFileSync(temporary, data);
  renameSync(temporary, cached);
  return { data, cached: false };
}

/** The variants of the images of the articles published as of `today` (a draft's are built into nothing). */
async function publishedVariants(root = ".", today = buildDay()): Promise<PictureVariant[]> {
  const variants: PictureVariant[] = [];
  for (const { language, slug } of articleStatusesIn(root).filter((status) => isPublished(status, today))) {
    const file = `content/${language}/articles/${slug}.mdoc`;
    const { body } = await withPictures(readContent(file, root) as { body: RichNode[] }, file, root);
    variants.push(...variantsIn(body));
  }
  return variants;
}

/**
 * Writes each variant of the published articles' images to BUILD_DIR/client/assets/articles/
 * (react-router.config.ts `buildEnd`). One at a time: sharp uses every core for one image already.
 */
export async function writeArticlePictures(buildDirectory: string, log: (message: string) => void, root = ".") {
  const started = performance.now();
  const clientDirectory = path.join(path.resolve(buildDirectory), "client");
  const variants = await publishedVariants(root);
  const unique = [...new Map(variants.map((v) => [v.url, v])).values()];
  let encoded = 0;
  for (const variant of unique) {
    const { data, cached } = await encodeVariant(variant, root);
    if (!cached) encoded++;
    const target = path.join(clientDirectory, variant.url);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, data);
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(
    `article images: ${unique.length} files (${encoded} encoded, ${unique.length - encoded} from the cache) in ${seconds} s`,
  );
}

/** `npm run dev`: a variant the page names, encoded at its first request (undefined: not a variant of this process). */
export async function servePicture(url: string, root = "."): Promise<{ data: Buffer; type: string } | undefined> {
  const variant = planned.get(url);
  if (!variant) return undefined;
  return { data: (await encodeVariant(variant, root)).data, type: `image/${variant.format}` };
}
