import { existsSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { REFERENCE_SLUG } from "../references/slug";
import { serviceKeys } from "../services/keys";

const REFERENCES_DIR = path.resolve("content/de/references");

/**
 * A reference project with a page: the name of its file in content/de/references/ (the folder is the
 * list of projects; app/content-model/references/slug.ts). The admin offers the projects to pick from.
 */
export const referenceSlug = z
  .string({ error: "reference project missing" })
  .regex(REFERENCE_SLUG, { error: 'a project is named by its file, like "walter-ag"' })
  .refine((slug) => existsSync(path.join(REFERENCES_DIR, `${slug}.yaml`)), {
    error: (issue) =>
      `no reference project "${String(issue.input)}" (no file content/de/references/${String(issue.input)}.yaml)`,
  });

/** One of the five services (app/content-model/services/keys.ts). */
export const serviceKey = z.enum(serviceKeys, {
  error: (issue) => `no service "${String(issue.input)}" (the services: app/content-model/services/keys.ts)`,
});
