// The social preview image of each article (Open Graph, LinkedIn, X): a 1200×630 PNG with the article's
// words in Inter on the brand layout of public/og-image.png (scripts/brand-images.mjs), drawn at build time
// with Satori (layout and text as SVG paths) and resvg (SVG to PNG). No browser, nothing downloaded: the
// fonts are the static weights of @fontsource/inter, the logo is public/favicon.svg, the name and the host
// come from site.ts. Same input, same bytes: nothing here reads the clock or the machine.
import { Resvg } from "@resvg/resvg-js";
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { createElement as h, type CSSProperties, type ReactNode } from "react";
import satori, { type Font } from "satori";
import { site } from "../app/content-model/site";

export type SocialImage = {
  /** Path below BUILD_DIR/client, e.g. "social/de/was-kostet-eine-app.png". */
  file: string;
  /** The big words: the article's title or its shorter `socialImage` text. */
  title: string;
  /** The line above them, e.g. "Ratgeber · App-Entwicklung". */
  kicker: string;
  language: "de" | "en";
};

export const SOCIAL_IMAGE_WIDTH = 1200;
export const SOCIAL_IMAGE_HEIGHT = 630;

const PADDING_X = 88;
const PADDING_Y = 72;
const TITLE_WIDTH = SOCIAL_IMAGE_WIDTH - 2 * PADDING_X;
/** What the title may take below the logo row and the kicker (measured from the layout below). */
const TITLE_MAX_HEIGHT = 300;
/** Largest first: the first size at which the title fits is taken. */
const TITLE_SIZES = [80, 76, 72, 68, 64, 60, 56, 52, 48, 44, 40];
const TITLE_LINE_HEIGHT = 1.08;
const TITLE_LETTER_SPACING = "-0.03em";

// The brand's colours (app/styles/tokens.css, public/og-image.png).
const INK = "#070b1f";
const MUTED = "#cfd4ec";
const ACCENT = "#aab6ff";
const BACKGROUND = `radial-gradient(60% 80% at 85% 0%, rgba(79,99,255,0.45), transparent), radial-gradient(40% 60% at 0% 100%, rgba(139,92,246,0.35), transparent), ${INK}`;

const require = createRequire(import.meta.url);

let fontsOnce: Font[] | undefined;
/** Inter in the weights the image uses, Latin and Latin Extended (Satori reads WOFF; the variable WOFF2 would
 * render its default weight only). One array for every call: Satori caches the parsed fonts per array. */
function fonts(): Font[] {
  fontsOnce ??= [500, 600, 700, 800].flatMap((weight) =>
    ["latin", "latin-ext"].map((subset) => ({
      name: "Inter",
      data: readFileSync(require.resolve(`@fontsource/inter/files/inter-${subset}-${weight}-normal.woff`)),
      weight: weight as Font["weight"],
      style: "normal" as const,
    })),
  );
  return fontsOnce;
}

let logoOnce: string | undefined;
const logo = () =>
  (logoOnce ??= `data:image/svg+xml;base64,${readFileSync(new URL("../public/favicon.svg", import.meta.url)).toString("base64")}`);

const host = () => new URL(site.url).host.replace(/^www\./, "");

const titleStyle = (fontSize: number): CSSProperties => ({
  display: "flex",
  fontFamily: "Inter",
  fontSize,
  fontWeight: 800,
  lineHeight: TITLE_LINE_HEIGHT,
  letterSpacing: TITLE_LETTER_SPACING,
  color: "#ffffff",
  textWrap: "balance",
});

/** Pieces of the title no line break may split: words, and the parts of hyphenated words after each hyphen. */
const unbreakablePieces = (title: string) => title.split(/\s+|(?<=-)/).filter(Boolean);

/** Width of every piece at 100 px, laid out by Satori itself in one call (widths scale with the size). */
async function pieceWidthsAt100(pieces: string[]): Promise<number[]> {
  const widths = new Map<string, number>();
  await satori(
    h(
      "div",
      { style: { display: "flex", flexDirection: "column", alignItems: "flex-start" } },
      pieces.map((piece, index) =>
        h(
          "div",
          { key: index, "data-piece": String(index), style: { ...titleStyle(100), whiteSpace: "nowrap" } },
          piece,
        ),
      ),
    ),
    {
      width: 100_000,
      fonts: fonts(),
      embedFont: false,
      onNodeDetected: (node) => {
        const index = node.props["data-piece"] as string | undefined;
        if (index !== undefined) widths.set(index, node.width);
      },
    },
  );
  return pieces.map((_, index) => widths.get(String(index)) ?? Infinity);
}

/** Height of the title set at `fontSize` in the title's width, as Satori lays it out. */
async function titleHeight(title: string, fontSize: number): Promise<number> {
  const svg = await satori(h("div", { style: { ...titleStyle(fontSize), width: TITLE_WIDTH } }, title), {
    width: TITLE_WIDTH,
    fonts: fonts(),
    embedFont: false,
  });
  return Number(/height="([\d.]+)"/.exec(svg)?.[1]);
}

/**
 * The largest size at which the title fits: no piece wider than the line, no more height than the space.
 * A title that fits at no size is set at the smallest, may break inside a word and is cut after the
 * lines that fit (not for a title of the editors' length: the content check allows 70 characters).
 */
export async function fitTitle(title: string): Promise<{ fontSize: number; fits: boolean }> {
  const widestPiece = Math.max(0, ...(await pieceWidthsAt100(unbreakablePieces(title))));
  const sizes = TITLE_SIZES.filter((fontSize) => (widestPiece * fontSize) / 100 <= TITLE_WIDTH);
  // Smaller never needs more height, so a binary search over the sizes (largest first) finds the first that
  // fits in about four layouts instead of up to eleven.
  let low = 0;
  let high = sizes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((await titleHeight(title, sizes[middle]!)) <= TITLE_MAX_HEIGHT) high = middle;
    else low = middle + 1;
  }
  return low < sizes.length ? { fontSize: sizes[low]!, fits: true } : { fontSize: TITLE_SIZES.at(-1)!, fits: false };
}

function layout(image: SocialImage, fontSize: number, fits: boolean): ReactNode {
  const maxLines = Math.floor(TITLE_MAX_HEIGHT / Math.round(fontSize * TITLE_LINE_HEIGHT));
  const overflow: CSSProperties = fits
    ? {}
    : // Balanced over all its lines, a clamped title would show short lines: plain wrapping here.
      { overflowWrap: "anywhere", display: "block", textWrap: "wrap", lineClamp: maxLines, textOverflow: "ellipsis" };
  return h(
    "div",
    {
      lang: image.language,
      style: {
        width: SOCIAL_IMAGE_WIDTH,
        height: SOCIAL_IMAGE_HEIGHT,
        boxSizing: "border-box",
        display: "flex",
        flexDirection: "column",
        justifyContent: "space-between",
        padding: `${PADDING_Y}px ${PADDING_X}px`,
        background: BACKGROUND,
        fontFamily: "Inter",
        color: "#ffffff",
      },
    },
    h(
      "div",
      { style: { display: "flex", alignItems: "center", justifyContent: "space-between" } },
      h(
        "div",
        { style: { display: "flex", alignItems: "center", gap: 20 } },
        h("img", { src: logo(), width: 68, height: 68, alt: "" }),
        h("div", { style: { fontSize: 44, fontWeight: 700, letterSpacing: "-0.02em" } }, site.name),
      ),
      h("div", { style: { fontSize: 26, fontWeight: 500, color: MUTED } }, host()),
    ),
    h(
      "div",
      { style: { display: "flex", flexDirection: "column" } },
      h("div", {
        style: { width: 72, height: 6, borderRadius: 3, backgroundImage: "linear-gradient(90deg, #4f63ff, #8b5cf6)" },
      }),
      h(
        "div",
        { style: { display: "flex", marginTop: 22, marginBottom: 18, fontSize: 28, fontWeight: 600, color: ACCENT } },
        image.kicker,
      ),
      h("div", { style: { ...titleStyle(fontSize), width: TITLE_WIDTH, ...overflow } }, image.title),
    ),
  );
}

/** One image as PNG bytes. */
export async function renderSocialImage(image: SocialImage): Promise<Buffer> {
  const { fontSize, fits } = await fitTitle(image.title);
  const svg = await satori(layout(image, fontSize, fits), {
    width: SOCIAL_IMAGE_WIDTH,
    height: SOCIAL_IMAGE_HEIGHT,
    fonts: fonts(),
  });
  return new Resvg(svg, { fitTo: { mode: "original" }, font: { loadSystemFonts: false } }).render().asPng();
}

/** Writes each image to `<buildDirectory>/client/<file>`. */
export async function writeSocialImages(
  buildDirectory: string,
  images: SocialImage[],
  log: (message: string) => void,
): Promise<void> {
  const started = performance.now();
  for (const image of images) {
    const target = path.join(buildDirectory, "client", image.file);
    mkdirSync(path.dirname(target), { recursive: true });
    writeFileSync(target, await renderSocialImage(image));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(1);
  log(`social images: ${images.length} written in ${seconds} s`);
}
