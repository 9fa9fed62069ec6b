import type { ContentFile } from "./files";

/**
 * Texts the requirements quote verbatim (docs/requirements.md): an editor may not change them, and
 * the build refuses a file where one differs, naming the requirement. `field` is a dotted path.
 */
export const verbatimTexts: readonly { file: ContentFile; field: string; text: string; requirement: string }[] = [
  { file: "home", field: "hero.title", text: "Digitale Lösungen. Individuell programmiert.", requirement: "R2.3-1" },
  { file: "home", field: "hero.primary.label", text: "Jetzt individuelle Lösung anfragen", requirement: "R2.3-1" },
  { file: "home", field: "hero.secondary.label", text: "Wie wir arbeiten, was uns ausmacht", requirement: "R2.3-13" },
  {
    file: "home",
    field: "consultationCta.button.label",
    text: "Jetzt Beratungsgespräch vereinbaren",
    requirement: "R2.3-8",
  },
];
