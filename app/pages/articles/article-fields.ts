import { z } from "zod";
import { isoDate } from "../../content-model/articles/publishing";
import { filledLength, nonEmpty, text } from "../../content-model/schema/fields";
import { serviceKeys } from "../../content-model/services/keys";

/**
 * The fields an article shares with the guide (issue 37), beside the page type: a page-type.ts exports
 * page types only (app/pages/registry.test.ts).
 */

/** A text of at most `max` characters as the reader sees it (placeholders filled in). */
export const shortText = (max: number) =>
  text.refine((value) => filledLength(value) <= max, {
    error: (issue) => `Höchstens ${max} Zeichen (jetzt ${filledLength(String(issue.input))}).`,
  });

/**
 * A day, "YYYY-MM-DD" (YAML reads an unquoted date as a date; both are taken). The admin shows it as a
 * date picker (admin/schema/generate.ts knows this schema by identity).
 */
export const day = z
  .union([z.date(), z.string()], { error: "Bitte ein Datum angeben: JJJJ-MM-TT, etwa 2026-11-28." })
  .transform((value, context) => {
    const iso = isoDate(value);
    if (!iso) context.addIssue({ code: "custom", message: "Bitte ein Datum angeben: JJJJ-MM-TT, etwa 2026-11-28." });
    return iso ?? "";
  });

/** The services an article is about: each service page lists its articles ("Artikel zum Thema"). */
const topics = nonEmpty(z.enum(serviceKeys));

/** The fields an article shares with the guide (content/<language>/knowledge/app-development.mdoc). */
export const articleFields = {
  /** A team member, by the name of their drawn portrait (content/<language>/team.yaml `avatar`). */
  author: z.string({ error: "Bitte eine Autorin oder einen Autor aus dem Team wählen." }).regex(/^[a-z0-9-]+$/),
  published: day,
  updated: day.optional(),
  topics,
  /**
   * The words on the article's social image (1200 × 630, made at build); left empty, the title
   * (socialImageWords in publishing.ts), as the admin's field says.
   */
  socialImage: z.union([z.literal(""), shortText(60)]).optional(),
};
