import { z } from "zod";
import { pageMeta } from "../../content-model/schema/blocks";
import { action, fields, nonEmpty, text } from "../../content-model/schema/fields";
import { definePageType } from "../define-page-type";

/**
 * Site search (issue 39, docs/decisions/0021-site-search.md): the results page (/suche, /en/search),
 * rendered per request by the server from the index built at build time, and the words of the search
 * form in the header, the mobile menu and the not-found page: content/de/search.yaml.
 * `{{query}}` and `{{count}}` are slots the page fills (app/content-model/slots.ts).
 */
const search = fields({
  meta: pageMeta,
  form: fields({
    /** The search field's label (visually hidden in the header, where the icon and placeholder show it). */
    label: text,
    placeholder: text,
    submit: text,
    /** The live results' list, for screen readers. */
    listLabel: text,
    /** The last entry of the live results: every result on the results page. */
    allResults: text,
    /** Said by screen readers while typing: "{{count}} results". */
    status: fields({ none: text, one: text, other: text }),
  }),
  header: fields({
    eyebrow: text,
    title: text,
    /** The heading once a query was sent: "Results for “{{query}}”". */
    titleWithQuery: text,
  }),
  /** "{{count}} results": one result, several. */
  count: fields({ one: text, other: text }),
  /** The name of each kind of page in the results. */
  sectionNames: fields({ service: text, reference: text, article: text, page: text }),
  empty: fields({
    title: text,
    text,
    /** Shown before any query was sent. */
    noQuery: text,
    suggestionsTitle: text,
    suggestions: nonEmpty(action),
  }),
  /** Shown (status 400) for a query over the length limit. */
  tooLong: text,
  /**
   * Words that find each other (each line one group): a visitor who remembers "the logistics project"
   * finds the delivery app, "costs" finds the page about prices.
   */
  synonyms: z.array(nonEmpty(text), { error: "list missing" }),
});

export type SearchFile = z.output<typeof search>;

export const searchPageType = definePageType({
  folder: "search",
  content: { search },
  // Rendered per request (the answer depends on the query; docs/decisions/0018): never prerendered.
  routes: (at) => [{ id: "search", module: "search", path: at.search, prerender: false }],
  admin: {
    group: "Seiten",
    names: { search: "Suche" },
    fields: {
      "search.form": ["Suchfeld"],
      "search.form.label": ["Beschriftung des Suchfelds", "Für Screenreader; im Kopf zeigt das Feld nur die Lupe."],
      "search.form.placeholder": ["Platzhalter im Suchfeld"],
      "search.form.submit": ["Knopf „Suchen“"],
      "search.count": ["Zahl der Ergebnisse", "{{count}} ist die Zahl."],
    },
  },
});
