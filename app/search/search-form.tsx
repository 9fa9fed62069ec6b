import { Search } from "lucide-react";
import { lazy, Suspense, useCallback, useEffect, useId, useRef, useState } from "react";
import de from "../../content/de/search.yaml?pick=form";
import en from "../../content/en/search.yaml?pick=form";
import { useEdition } from "~/lib/page-handle";
import { MAX_QUERY_LENGTH } from "./search-contract";

/** The live results (a combobox over the JSON endpoint): loaded only once a search field has focus. */
const LiveSearch = lazy(() => import("./live-search"));

const words = { de: de.form, en: en.form };

type Variant = "header" | "menu" | "page";

/**
 * The site search's form (docs/decisions/0021-site-search.md): a `<search>` landmark around a plain
 * GET form to the results page with one labelled field `q`. It works from the HTML alone: before
 * hydration, and without JavaScript, Enter opens the results page. Focusing the field is a first
 * interaction (it starts hydration, docs/decisions/0014-first-touch.md) and loads the live results'
 * code; what was typed before stays in the field (it is uncontrolled) and is searched at once.
 *
 * - header: an icon-sized field beside the navigation that widens over it while it has focus
 *   (absolutely positioned: nothing around it moves);
 * - menu: the full-width field at the top of the mobile menu;
 * - page: the large field of the results page and the not-found page, prefilled with the query.
 */
export function SearchForm({ variant, query = "" }: { variant: Variant; query?: string }) {
  const { language, paths } = useEdition();
  const text = words[language];
  const id = useId();
  const input = useRef<HTMLInputElement>(null);
  const [live, setLive] = useState(false);
  const startLive = useCallback(() => setLive(true), []);
  // Focused before hydration (the focus itself started it): React saw no focus event.
  useEffect(() => {
    if (document.activeElement === input.current) startLive();
  }, [startLive]);

  return (
    <search className={SEARCH_CLASS[variant]} data-search={variant}>
      <form action={paths.search} method="get" className={FORM_CLASS[variant]}>
        <label htmlFor={id} className="sr-only">
          {text.label}
        </label>
        <input
          ref={input}
          id={id}
          type="search"
          name="q"
          defaultValue={query}
          placeholder={text.placeholder}
          maxLength={MAX_QUERY_LENGTH}
          autoComplete="off"
          enterKeyHint="search"
          onFocus={startLive}
          className={INPUT_CLASS[variant]}
        />
        <Search aria-hidden className={ICON_CLASS[variant]} />
        {variant !== "header" && (
          <button type="submit" className={variant === "page" ? "btn btn-primary shrink-0" : "sr-only"}>
            {text.submit}
          </button>
        )}
        {live && (
          <Suspense fallback={null}>
            <LiveSearch input={input} language={language} words={text} variant={variant} />
          </Suspense>
        )}
      </form>
    </search>
  );
}

const SEARCH_CLASS: Record<Variant, string> = {
  // A fixed square in the header's row wherever the row has links (from 641 px; below, the menu has
  // the field); the form inside widens leftwards over the navigation while it has focus.
  header: "relative hidden size-9 shrink-0 sm:block",
  menu: "block px-3 pt-4",
  page: "block",
};
const FORM_CLASS: Record<Variant, string> = {
  header:
    "absolute top-0 right-0 z-10 w-9 transition-[width] duration-200 focus-within:w-[min(20rem,calc(100vw-7rem))] motion-reduce:transition-none",
  menu: "relative",
  page: "relative flex max-w-2xl gap-3",
};
const INPUT_CLASS: Record<Variant, string> = {
  header:
    "peer block h-9 w-full cursor-pointer rounded-full border border-white/20 bg-ink-950 pr-3 pl-9 text-sm text-white placeholder:text-transparent focus:cursor-text focus:border-accent-400 focus:placeholder:text-white/60 [&::-webkit-search-cancel-button]:hidden",
  menu: "block h-12 w-full rounded-xl border border-white/20 bg-white/5 pr-4 pl-11 text-base text-white placeholder:text-white/60 focus:border-accent-400",
  page: "block h-12 w-full min-w-0 rounded-xl border border-hairline bg-white pr-4 pl-11 text-base text-heading shadow-sm placeholder:text-ink-600 focus:border-accent-500",
};
const ICON_CLASS: Record<Variant, string> = {
  header: "pointer-events-none absolute top-2.5 left-2.5 size-4 text-white/80",
  menu: "pointer-events-none absolute top-4 left-4 size-4 text-white/70",
  page: "pointer-events-none absolute top-4 left-4 size-4 text-ink-600",
};
