import { useCallback, useEffect, useId, useLayoutEffect, useRef, useState, type RefObject } from "react";
import { useNavigate } from "react-router";
import { fillSlots } from "~/content-model/slots";
import { reloadsDocument, type Language } from "~/paths";
import type { SearchFile } from "~/pages/search/page-type";
import { Marked } from "./marked";
import { SEARCH_API_PATH } from "./search-contract";
import type { SearchResponse } from "./search-query";

/** Wait this long after the last key before asking the server: one request per pause, not per key. */
const DEBOUNCE_MS = 150;

type Props = {
  input: RefObject<HTMLInputElement | null>;
  language: Language;
  words: SearchFile["form"];
  variant: "header" | "menu" | "page";
};

/**
 * The live results under a search field (APG combobox with a listbox popup): results from the JSON
 * endpoint while typing, ↓/↑ move through them (the field keeps focus, aria-activedescendant names
 * the option), Enter opens the chosen one or, with none chosen, sends the form to the results page,
 * Escape closes the list (a second Escape empties the field), a click opens a result. Loaded only
 * when a search field gets focus (search-form.tsx); it takes over the field the server rendered
 * and sets its combobox attributes itself, so nothing of this is in any page's first JavaScript.
 */
export default function LiveSearch({ input, language, words, variant }: Props) {
  const listId = useId();
  const navigate = useNavigate();
  const [answer, setAnswer] = useState<SearchResponse | null>(null);
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const request = useRef<AbortController | null>(null);
  /** The answer on screen, for the answer that replaces it. */
  const onScreen = useRef<SearchResponse | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  // The results plus the last option, "all results" (the results page).
  const count = answer ? answer.results.length + (answer.total > 0 ? 1 : 0) : 0;
  const optionId = (i: number) => `${listId}-${i}`;

  const ask = useCallback(
    (query: string) => {
      request.current?.abort();
      if (!query.trim()) {
        onScreen.current = null;
        setAnswer(null);
        setOpen(false);
        return;
      }
      const controller = new AbortController();
      request.current = controller;
      const params = new URLSearchParams({ q: query, lang: language });
      fetch(`${SEARCH_API_PATH}?${params}`, { signal: controller.signal, headers: { Accept: "application/json" } })
        .then((res) => (res.ok ? (res.json() as Promise<SearchResponse>) : null))
        .then((body) => {
          if (controller.signal.aborted || !body) return;
          // The option the visitor has chosen stays chosen when the answer to the next letters comes in
          // (the answer to "Fraun" is shown, ↓ chooses Fraunhofer, the answer to "Fraunh" arrives, Enter
          // opens Fraunhofer); gone from the new answer, nothing is chosen.
          const previous = onScreen.current;
          setActive((a) => {
            if (!previous || a < 0) return -1;
            if (a === previous.results.length) return body.total > 0 ? body.results.length : -1;
            return body.results.findIndex((r) => r.url === previous.results[a]?.url);
          });
          onScreen.current = body;
          setAnswer(body);
          setOpen(true);
        })
        // Offline or refused (429): the form still leads to the results page.
        .catch(() => {});
    },
    [language],
  );

  const go = useCallback(
    (i: number) => {
      const field = input.current;
      if (!answer || !field) return;
      const result = answer.results[i];
      setOpen(false);
      if (!result) return field.form?.requestSubmit();
      if (reloadsDocument(result.url)) window.location.assign(result.url);
      else void navigate(result.url);
      field.blur();
    },
    [answer, input, navigate],
  );

  // The field's listeners are the browser's own, added once. They read the state of the last commit
  // from here: a key pressed as soon as the list is on screen meets that list. (They were added again
  // in a passive effect after each change, which runs after the paint and, while the page hydrates,
  // later still: ↓ pressed right after the list appeared found no answer and did nothing, and Enter
  // then sent the form to the results page instead of opening the result.)
  const latest = useRef({ answer, count, open, active, go });
  useLayoutEffect(() => {
    latest.current = { answer, count, open, active, go };
  });

  // The field is the server's: its combobox attributes are set here, and removed when this unmounts.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("role", "combobox");
    field.setAttribute("aria-autocomplete", "list");
    field.setAttribute("aria-controls", listId);
    return () => {
      for (const name of ["role", "aria-autocomplete", "aria-controls", "aria-expanded", "aria-activedescendant"])
        field.removeAttribute(name);
    };
  }, [input, listId]);
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    field.setAttribute("aria-expanded", String(open && count > 0));
    if (open && active >= 0) field.setAttribute("aria-activedescendant", optionId(active));
    else field.removeAttribute("aria-activedescendant");
  });

  // What the visitor types, including what was typed before this loaded.
  useEffect(() => {
    const field = input.current;
    if (!field) return;
    const onInput = () => {
      clearTimeout(timer.current);
      timer.current = setTimeout(() => ask(field.value), DEBOUNCE_MS);
    };
    const onKey = (e: KeyboardEvent) => {
      const { answer, count, open, active, go } = latest.current;
      if (e.key === "ArrowDown" || e.key === "ArrowUp") {
        if (!answer || count === 0) return;
        e.preventDefault();
        setOpen(true);
        // Down from the last option and up from the first wrap around.
        if (e.key === "ArrowDown") setActive((a) => (a >= count - 1 ? 0 : a + 1));
        else setActive((a) => (a <= 0 ? count - 1 : a - 1));
      } else if (e.key === "Enter" && open && active >= 0) {
        e.preventDefault();
        go(active);
      } else if (e.key === "Escape") {
        if (open) {
          e.preventDefault();
          setOpen(false);
          setActive(-1);
        } else if (field.value) {
          e.preventDefault();
          field.value = "";
          onScreen.current = null;
          setAnswer(null);
        }
      } else if (e.key === "Tab") setOpen(false);
    };
    const onFocus = () => latest.current.answer && field.value.trim() && setOpen(true);
    field.addEventListener("input", onInput);
    field.addEventListener("keydown", onKey);
    field.addEventListener("focus", onFocus);
    return () => {
      field.removeEventListener("input", onInput);
      field.removeEventListener("keydown", onKey);
      field.removeEventListener("focus", onFocus);
    };
  }, [input, ask]);

  useEffect(() => {
    if (input.current?.value.trim()) ask(input.current.value);
    return () => {
      clearTimeout(timer.current);
      request.current?.abort();
    };
  }, [ask, input]);

  // Focus or a click elsewhere closes the list.
  useEffect(() => {
    const onOutside = (e: Event) => {
      const box = input.current?.closest("search");
      if (box && !box.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("focusin", onOutside);
    document.addEventListener("pointerdown", onOutside);
    return () => {
      document.removeEventListener("focusin", onOutside);
      document.removeEventListener("pointerdown", onOutside);
    };
  }, [input]);

  const status =
    answer && open
      ? fillSlots(answer.total === 0 ? words.status.none : answer.total === 1 ? words.status.one : words.status.other, {
          count: answer.total,
        })
      : "";
  const shown = open && answer !== null;
  return (
    <>
      <p role="status" className="sr-only">
        {status}
      </p>
      <ul
        id={listId}
        role="listbox"
        aria-label={words.listLabel}
        hidden={!shown || count === 0}
        className={`${POPUP_CLASS[variant]} absolute top-full z-50 mt-2 max-h-[70vh] overflow-y-auto rounded-2xl border border-hairline bg-white p-1.5 text-left text-heading shadow-[0_24px_60px_-20px_rgb(7_11_31/0.5)]`}
      >
        {answer?.results.map((result, i) => (
          <li
            key={result.url}
            id={optionId(i)}
            role="option"
            aria-selected={active === i}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => go(i)}
            className="cursor-pointer rounded-xl px-3 py-2.5 aria-selected:bg-accent-50 hover:bg-surface"
          >
            <span className="block text-xs font-semibold tracking-wide text-accent-700 uppercase">
              {result.section}
            </span>
            <span className="block font-semibold">
              <Marked segments={result.title} />
            </span>
          </li>
        ))}
        {answer && answer.total > 0 && (
          <li
            id={optionId(answer.results.length)}
            role="option"
            aria-selected={active === answer.results.length}
            onPointerDown={(e) => e.preventDefault()}
            onClick={() => go(answer.results.length)}
            className="cursor-pointer rounded-xl border-t border-hairline px-3 py-2.5 text-sm font-semibold text-accent-700 aria-selected:bg-accent-50 hover:bg-surface"
          >
            {words.allResults} ({answer.total})
          </li>
        )}
      </ul>
    </>
  );
}

const POPUP_CLASS: Record<Props["variant"], string> = {
  header: "right-0 w-[min(24rem,calc(100vw-2rem))]",
  menu: "inset-x-0",
  page: "inset-x-0 max-w-2xl",
};
