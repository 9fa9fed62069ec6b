/**
 * Keystatic's interface in German. Its `locale: "de-DE"` translates the words of its shared
 * dictionary (a collection entry's "Speichern"), but the singleton page, the entry menu, list dialogs
 * and the sign-in write theirs as English literals ("Save", "Copy entry", "Done", "Log in with
 * GitHub"). Our editors work in German, so admin/vite.config.ts replaces these literals in
 * Keystatic's browser files, as it removes the Google Fonts link. Only a word in a label's place is
 * replaced (`children: "Done"`, `label: "Reset"`), never a word in code; admin/keystatic-german.test.ts
 * fails when an update of Keystatic changes a word of this table, so none stays English unnoticed.
 */

/** Keystatic's English words on an editor's paths, and ours. */
export const germanWords: Record<string, string> = {
  Reset: "Zurücksetzen",
  "Reset changes": "Änderungen verwerfen",
  "Copy entry": "Eintrag kopieren",
  "Paste entry": "Eintrag einfügen",
  "Delete entry\\u2026": "Eintrag löschen …",
  "Duplicate entry\\u2026": "Eintrag duplizieren …",
  "Delete entry": "Eintrag löschen",
  "Yes, delete": "Ja, löschen",
  "Are you sure? This action cannot be undone.": "Wirklich löschen? Das lässt sich nicht rückgängig machen.",
  Unsaved: "Nicht gespeichert",
  Changed: "Geändert",
  Cancel: "Abbrechen",
  Done: "Fertig",
  Preview: "Vorschau",
  "View on GitHub": "Auf GitHub ansehen",
  "Log in with GitHub": "Mit GitHub anmelden",
  "Saving changes": "Änderungen werden gespeichert",
  "Creating entry": "Eintrag wird angelegt",
  "Entry not found.": "Eintrag nicht gefunden.",
  "Not found": "Nicht gefunden",
  "Loading Item": "Wird geladen",
  "Loading Entries": "Einträge werden geladen",
  "Empty collection": "Noch keine Einträge",
  "Create the first entry": "Ersten Eintrag anlegen",
  "No results": "Keine Treffer",
  "Save and duplicate entry": "Speichern und duplizieren",
  "Save and duplicate": "Speichern und duplizieren",
  "You have unsaved changes. Save this entry to duplicate it.":
    "Sie haben ungespeicherte Änderungen. Speichern Sie den Eintrag, um ihn zu duplizieren.",
  "Create branch and save": "Zweig anlegen und speichern",
  "Branch name": "Name des Zweigs",
};

/** Where a word is a label: the value of a property that React or Keystatic's components show. */
const LABEL =
  /((?:children|label|title|primaryActionLabel|secondaryActionLabel|cancelLabel|"aria-label"):\s*)(["'])((?:(?!\2).)*)\2/g;

/** The singleton page's button: "Save", or "Create" while its file does not exist yet. */
const SAVE_BUTTON = /isCreating \? (["'])Create\1 : (["'])Save\2/g;

/** A browser file of Keystatic with its English labels in German; `replaced` collects what matched. */
export function inGerman(code: string, replaced?: Set<string>): string {
  return code
    .replace(LABEL, (all, before: string, quote: string, word: string) => {
      const german = germanWords[word];
      if (german === undefined) return all;
      replaced?.add(word);
      return `${before}${quote}${german}${quote}`;
    })
    .replace(SAVE_BUTTON, () => {
      replaced?.add("Save");
      return 'isCreating ? "Erstellen" : "Speichern"';
    });
}
