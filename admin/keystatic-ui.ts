/**
 * Keystatic's interface for our editors, patched in its browser files at bundle time (as
 * admin/vite.config.ts removes its Google Fonts link); admin/keystatic-ui.test.ts fails when an update
 * of Keystatic changes what a patch expects, so nothing reverts unnoticed.
 *
 * German: its `locale: "de-DE"` translates the words of its shared dictionary (a collection entry's
 * "Speichern"), but the singleton page, the entry menu, list dialogs and the sign-in write theirs as
 * English literals ("Save", "Copy entry", "Done", "Log in with GitHub"). Only a word in a label's
 * place is replaced (`children: "Done"`, `label: "Reset"`), never a word in code.
 *
 * The content rules at save (admin/save-check.ts): Keystatic writes an entry in one function for both
 * places it saves to (useUpsertItem: a POST to the local API in `npm run dev`, a commit through GitHub's
 * API in production, straight from the editor's browser) and deletes one in another (useDeleteItem).
 * Both compute the repository's tree as it will be before they write; right there the patch hands that
 * tree to the check (`globalThis.__contentSaveCheck`, set by admin/main.tsx), whose fault ends the save
 * as Keystatic's own errors do (its notice above the form), before anything is written. Without the
 * check installed the save fails too: a patch that applies but finds no check never saves unchecked.
 *
 * A wider sidebar: every entry is there twice ("Startseite – Deutsch", "Startseite – Englisch"), and
 * at Keystatic's 260 pixels the longer names end in "…" at 1280 pixels of screen width.
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
  "Edit item": "Eintrag bearbeiten",
  Remove: "Entfernen",
  "Choose file": "Datei wählen",
  Edit: "Bearbeiten",
  Insert: "Einfügen",
  "Insert block": "Block einfügen",
  Unlink: "Link entfernen",
  Lists: "Listen",
  "Numbered List": "Nummerierte Liste",
  Quote: "Zitat",
  Table: "Tabelle",
  Divider: "Trennlinie",
  "Text formatting": "Textformatierung",
  "Formatting options": "Formatierung",
  "User menu": "Benutzermenü",
  "Log out": "Abmelden",
  "Open app navigation": "Navigation öffnen",
  "Add item": "Eintrag hinzufügen",
  "Add the first item to see it here.": "Noch keine Einträge: „Eintrag hinzufügen“ legt den ersten an.",
  Add: "Hinzufügen",
  theme: "Farbschema",
  Resize: "Breite ändern",
  // The rich-text editor's toolbar and insert menu (articles and the guide).
  Bold: "Fett",
  Italic: "Kursiv",
  "Bullet List": "Aufzählung",
  "Bullet list": "Aufzählung",
  Underline: "Unterstrichen",
  Strikethrough: "Durchgestrichen",
  Superscript: "Hochgestellt",
  Subscript: "Tiefgestellt",
  "Clear formatting": "Formatierung entfernen",
};

/**
 * Words Keystatic builds in code rather than as a label, each found by its exact text (a literal in
 * the source, unique there) and replaced on its line: counts ("11 entries"), list rules ("Must have at
 * least 1 item."), the required text ("Kürzel der Seite must not be empty").
 */
export const germanPhrases: [name: string, english: string, german: string][] = [
  ["entries", "singular: 'entry',\n        plural: 'entries'", 'singular: "Eintrag",\n        plural: "Einträge"'],
  ["items", 'singular: "item"', 'singular: "Eintrag", plural: "Einträge"'],
  ["at least", "`Must have at least ${", "`Mindestens ${"],
  ["at most", "`Must have at most ${", "`Höchstens ${"],
  ["not empty", "`${fieldLabel} must not be empty`", "`${fieldLabel}: bitte ausfüllen`"],
  [
    "too short",
    "`${fieldLabel} must be at least ${min} characters long`",
    "`${fieldLabel}: mindestens ${min} Zeichen`",
  ],
  ["too long", "`${fieldLabel} must be no longer than ${max} characters`", "`${fieldLabel}: höchstens ${max} Zeichen`"],
  // The rich-text editor's paragraph-style picker and insert menu: display names only (ids stay).
  ["paragraph", "name: 'Paragraph'", "name: 'Absatz'"],
  ["headings", "`Heading ${level}`", "`Überschrift ${level}`"],
  // Keystatic's own German keeps the English "Dashboard" for its start page (only in its de-DE table).
  [
    "dashboard",
    '"dashboard": `Dashboard`,\n    "defaultBranch": `Standardzweig`',
    '"dashboard": `Übersicht`,\n    "defaultBranch": `Standardzweig`',
  ],
];

/**
 * Drafts (issue 36): Keystatic keeps every unsaved change in the browser (IndexedDB) and restores it
 * when the entry is opened again, with only a toast ("Restored draft from …"), so an edit the admin
 * refused came back into the next save unnoticed. No draft is kept or restored: an entry opens as its
 * file is, and a change is kept by saving it. (Keystatic offers no way to keep a draft and ask.)
 */
const DRAFTS: [string, string][] = [
  [
    "function setDraft(key, val) {\n  return set(key, val, getStore());",
    "function setDraft(key, val) {\n  return Promise.resolve();",
  ],
  [
    "function getDraft(key) {\n  return get(key, getStore());",
    "function getDraft(key) {\n  return Promise.resolve(undefined);",
  ],
];

/**
 * Words of react-aria's own translations (which Keystatic's components use) that its German file
 * leaves English: the breadcrumbs' name for screen readers ("Breadcrumbs"). Each is found by its exact
 * text in its file (react-aria/dist/…/intl/<component>/de-DE) and replaced there.
 */
export const reactAriaGerman: [file: string, english: string, german: string][] = [
  ["breadcrumbs/de-DE", '"breadcrumbs": `Breadcrumbs`', '"breadcrumbs": `Pfadnavigation`'],
];

/** A react-aria translation file as our editors hear it; `replaced` collects the files that matched. */
export function reactAriaForEditors(code: string, id: string, replaced?: Set<string>): string {
  const normalized = id.replace(/\\/g, "/");
  for (const [file, english, german] of reactAriaGerman)
    if (/\/react-aria\/dist\//.test(normalized) && normalized.includes(`/intl/${file}.`) && code.includes(english)) {
      replaced?.add(file);
      return code.split(english).join(german);
    }
  return code;
}

/** Where a word is a label: the value of a property that React or Keystatic's components show. */
const LABEL =
  /((?:children|label|title|primaryActionLabel|secondaryActionLabel|cancelLabel|"aria-label"):\s*)(["'])((?:(?!\2).)*)\2/g;

/** The singleton page's button: "Save", or "Create" while its file does not exist yet. */
const SAVE_BUTTON = /isCreating \? (["'])Create\1 : (["'])Save\2/g;

/** The sidebar's default width (Keystatic: 260, an editor may still drag it between 180 and 400). */
const SIDEBAR =
  /(autoSaveId: (["'])keystatic-app-split-view\2,\s*isCollapsed: \w+,\s*onCollapseChange: [\w.]+,\s*defaultSize: )260\b/;
export const SIDEBAR_WIDTH = 340;

/** The call of the check, and the error when it is missing (then nothing is saved). */
const CHECK = `await (globalThis.__contentSaveCheck ?? (() => { throw new Error("Die Prüfung der Inhalte fehlt: nichts gespeichert. Bitte die Seite neu laden."); }))`;

/** Where Keystatic has the tree of a save (its additions and deletions applied) and has written nothing yet. */
const UPSERT_TREE =
  /(const updatedTree = await updateTreeWithChanges\(unscopedTree, \{\s*additions,\s*deletions: \[\.\.\.filesToDelete\]\s*\}\);)/;
const DELETE_TREE =
  /(const updatedTree = await updateTreeWithChanges\(unscopedTree, \{\s*additions: \[\],\s*deletions\s*\}\);)/;

/**
 * Where Keystatic's save has written, it says so (admin/main.tsx): once GitHub has taken the commit, and
 * once the local API has answered that it wrote the files. The local save says it before Keystatic reads
 * the tree of that answer: the new tree makes Keystatic read the entry again and render the whole form
 * and sidebar anew (0.3 s on a quiet machine, over a second on a busy one, in `npm run dev`'s development
 * build of React), and the notice waited for that. Keystatic goes on once the notice is on screen.
 */
const COMMITTED = /(if \(target\) \{\s*)(setState\(\{\s*kind: 'updated'\s*\}\);\s*return true;)/;
const WRITTEN = /(if \(!res\.ok\) \{\s*throw new Error\(await res\.text\(\)\);\s*\})/;
const NOTICE = "await globalThis.__contentSaved?.();";

/** The save and the delete with the content check before they write (admin/save-check.ts). */
function withSaveCheck(code: string, replaced?: Set<string>): string {
  const upsert = code.indexOf("function useUpsertItem(");
  const end = code.indexOf("function useDeleteItem(", upsert);
  if (upsert >= 0 && end > upsert)
    code =
      code.slice(0, upsert) +
      code
        .slice(upsert, end)
        .replace(COMMITTED, (_all, before: string, rest: string) => {
          replaced?.add("saved notice");
          return `${before}${NOTICE} ${rest}`;
        })
        .replace(WRITTEN, (all) => {
          replaced?.add("written notice");
          return `${all} ${NOTICE}`;
        }) +
      code.slice(end);
  return code
    .replace(UPSERT_TREE, (all) => {
      replaced?.add("save check");
      return `${all} ${CHECK}({ entries: updatedTree.entries, changed: additions.map(a => a.path), deleted: [...filesToDelete], read: e => fetchBlob(args.config, e.sha, e.path, baseCommit, repoInfo) });`;
    })
    .replace(DELETE_TREE, (all) => {
      replaced?.add("delete check");
      return `${all} ${CHECK}({ entries: updatedTree.entries, changed: [], deleted: deletions, read: e => fetchBlob({ storage: args.storage }, e.sha, e.path, baseCommit, repoInfo) });`;
    });
}

/**
 * A browser file of Keystatic as our editors see it: its English labels in German, its sidebar
 * wider; `replaced` collects what matched (the words, "Save" for the save button, "sidebar").
 */
function phrasesAndDrafts(code: string, replaced?: Set<string>): string {
  let result = code;
  for (const [name, english, german] of germanPhrases)
    if (result.includes(english)) {
      result = result.split(english).join(german);
      replaced?.add(name);
    }
  for (const [english, ours] of DRAFTS)
    if (result.includes(english)) {
      result = result.replace(english, ours);
      replaced?.add("no drafts");
    }
  return result;
}

export function forEditors(code: string, replaced?: Set<string>): string {
  return withSaveCheck(phrasesAndDrafts(code, replaced), replaced)
    .replace(SIDEBAR, (_all, before: string) => {
      replaced?.add("sidebar");
      return `${before}${SIDEBAR_WIDTH}`;
    })
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
