import { z } from "zod";
import { referenceSlugs } from "../references/slugs";
import { serviceKeys } from "../services/keys";

/** A reference project with a page (app/content/references/slugs.ts). */
export const referenceSlug = z.enum(referenceSlugs, {
  error: (issue) => `no reference "${String(issue.input)}" (the references: app/content/references/slugs.ts)`,
});

/** One of the five services (app/content/services/keys.ts). */
export const serviceKey = z.enum(serviceKeys, {
  error: (issue) => `no service "${String(issue.input)}" (the services: app/content/services/keys.ts)`,
});
