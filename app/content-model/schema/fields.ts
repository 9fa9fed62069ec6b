import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { placeholderText, type PlaceholderFormat, type PlaceholderName } from "../placeholders";

/**
 * The building blocks of the content schemas (docs/decisions/0015-content-as-data.md). These modules
 * run at build time only (vite/content-plugin.ts checks every file in content/ with them) and give the
 * app its types; the browser never loads them. Messages name the rule in words an editor understands:
 * the build prints them as "content/de/home.yaml: hero.title: …".
 */

/** A text shown on the site: never empty. `{name}` placeholders are checked by the content plugin. */
export const text = z
  .string({ error: "text missing" })
  .refine((value) => value.trim() !== "", { error: "must not be empty" });

/**
 * The most characters of a page's meta description: search engines cut a longer one off mid-sentence
 * (issue 40). Counted with the placeholders filled in, each as the longer of its two editions' texts,
 * so a description the build accepts fits in German and in English; the built pages are measured too
 * (tests/e2e/demo-identity.spec.ts).
 */
export const META_DESCRIPTION_MAX = 160;

/**
 * `{name}` or `{name|format}`: a placeholder for a figure or name of site.ts (app/content-model/placeholders.ts);
 * anything else in braces is not one. `{{count}}` (double braces) is a slot the page fills at run time (a
 * count of cards, a reading time): app/content-model/slots.ts. The build (vite/content-data.ts) reads them with
 * this expression; the admin's is kept equal by admin/schema.test.ts.
 */
export const PLACEHOLDER = /(?<!\{)\{([A-Za-z][A-Za-z0-9]*)(?:\|([a-zA-Z]+))?\}(?!\})/g;

/** A text's length once its `{placeholders}` are filled (an unknown one counts as written; the build names it). */
export function filledLength(value: string): number {
  const filled = value.replace(PLACEHOLDER, (written, name: PlaceholderName, format?: PlaceholderFormat) => {
    try {
      const texts = (["de", "en"] as const).map((language) => placeholderText(name, format, language));
      return texts.reduce((a, b) => (b.length > a.length ? b : a));
    } catch {
      return written;
    }
  });
  return [...filled].length;
}

/** The description of a page for search engines and link previews: a text of at most META_DESCRIPTION_MAX characters. */
export const metaDescription = text.refine((value) => filledLength(value) <= META_DESCRIPTION_MAX, {
  error: (issue) =>
    `at most ${META_DESCRIPTION_MAX} characters with its placeholders filled in (now ${filledLength(String(issue.input))})`,
});

/** A list of paragraphs or points. */
export const texts = z.array(text, { error: "list missing" });

/** A list that must have at least one entry. */
export const nonEmpty = <T extends z.ZodType>(item: T) =>
  z.array(item, { error: "list missing" }).min(1, { error: "needs at least one entry" });

/**
 * The Lucide icons content may name (https://lucide.dev/icons, written in kebab case as there). The
 * components resolve the name (components/ui/icon.tsx); another icon needs one line there and here.
 */
export const iconNames = [
  "app-window",
  "award",
  "badge-check",
  "boxes",
  "brain-circuit",
  "building-complex",
  "calendar-check",
  "chart-line",
  "cloud",
  "code-xml",
  "compass",
  "crosshair",
  "file-search",
  "file-text",
  "flag",
  "folder-check",
  "gauge",
  "handshake",
  "hourglass",
  "layers",
  "life-buoy",
  "lightbulb",
  "map-pinned",
  "message-square-text",
  "messages-square",
  "mouse-pointer-click",
  "network",
  "palette",
  "plug",
  "refresh-ccw",
  "refresh-cw",
  "rocket",
  "scan-eye",
  "server",
  "server-cog",
  "shield-check",
  "smartphone",
  "sprout",
  "tablet",
  "timer",
  "users",
  "wrench",
  "zap",
] as const;

export type IconName = (typeof iconNames)[number];

export const icon = z.enum(iconNames, {
  error: (issue) =>
    `unknown icon "${String(issue.input)}" (the icons content may use: app/content-model/schema/fields.ts)`,
});

const ART_DIR = path.resolve("app/assets/art");

/** A drawing by its name under app/assets/art, without ".svg": "home/hero", "services/mvp-pitch". */
export const art = z
  .string({ error: "drawing missing" })
  .regex(/^[a-z0-9-]+\/[a-z0-9-]+$/, { error: 'a drawing is named like "home/hero"' })
  .refine((name) => existsSync(path.join(ART_DIR, `${name}.svg`)), {
    error: (issue) => `no drawing app/assets/art/${String(issue.input)}.svg`,
  });

/** A customer's wordmark: a file in app/assets/art/logos ("logos/edeka"), a cell of the wordmark strip (vite/wordmark-mask-plugin.ts). */
export const wordmark = art.refine((name) => name.startsWith("logos/"), {
  error: (issue) => `"${String(issue.input)}" is no wordmark (a wordmark is a file in app/assets/art/logos)`,
});

/**
 * A link target: a page of the site ("/contact", "/services#faq"), a section of the same page
 * ("#contact"), or an address outside the site ("https://…", "mailto:", "tel:"). That a page exists is
 * checked against the route table by the content plugin (vite/content-data.ts).
 */
export const href = z
  .string({ error: "link target missing" })
  .regex(/^(\/[a-z0-9/-]*(#[a-z0-9-]+)?|#[a-z0-9-]+|https:\/\/\S+|mailto:\S+|tel:\+?[\d ]+)$/, {
    error: 'a link goes to a page ("/contact"), a section ("#contact") or an address ("https://…")',
  });

/** A button or text link. */
export const action = z.strictObject({ label: text, href });

/** An object whose fields are all checked and that allows no others (a misspelt field is an error). */
export const fields = <T extends z.core.$ZodLooseShape>(shape: T) =>
  z.strictObject(shape, {
    error: (issue) =>
      issue.code === "unrecognized_keys"
        ? `unknown field ${issue.keys.map((key) => `"${key}"`).join(", ")} (misspelt, or not a field of this part)`
        : issue.input === undefined
          ? "missing"
          : undefined,
  });
