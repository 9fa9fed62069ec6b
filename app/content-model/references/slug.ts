/**
 * A reference project's name (docs/decisions/0004-reference-pages.md, amendment of 2026-11-26): the name of
 * its content files, content/de/references/<slug>.yaml and content/en/references/<slug>.yaml, and the
 * first part of its page's address (/<slug>-reference). The list of projects is that folder: no code
 * lists them (app/content-model/references/slugs.server.ts reads it at build time). Browser-safe: the admin
 * and paths.ts use the rule.
 */
export type ReferenceSlug = string;

/** Lowercase letters a–z, digits and single hyphens between them: "walter-ag", "dyno2". */
export const REFERENCE_SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;

/** Names that are taken: /example-reference is the example case study's address (requirements §2.1). */
export const RESERVED_SLUGS: readonly string[] = ["example"];

/** Why a name cannot be a project's, in German (the build's and the admin's messages); undefined when it can. */
export function slugProblem(slug: string): string | undefined {
  if (!REFERENCE_SLUG.test(slug))
    return `„${slug}“ taugt nicht als Name einer Seite: nur Kleinbuchstaben a–z, Ziffern und einzelne Bindestriche (etwa „walter-ag“).`;
  if (RESERVED_SLUGS.includes(slug))
    return `„${slug}“ ist vergeben (/${slug}-reference ist eine andere Seite): bitte einen anderen Namen wählen.`;
  return undefined;
}
