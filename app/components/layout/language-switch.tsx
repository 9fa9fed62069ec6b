import { Languages } from "lucide-react";
import { useLocation, useMatches } from "react-router";
import { SiteLink } from "~/components/ui/site-link";
import { useEdition } from "~/lib/page-handle";
import { counterpart, pathsOf, untranslatedAnchor, type Language } from "~/paths";

/** Each edition's name in its own language: what a reader of that language looks for. */
const names: Record<Language, { name: string; short: string }> = {
  de: { name: "Deutsch", short: "DE" },
  en: { name: "English", short: "EN" },
};

/**
 * The link to this page in the other edition (docs/decisions/0017-english-edition.md): the same page,
 * not the other home page. A plain link in the prerendered HTML, so it works before hydration. It is
 * written in the other language and says so (`lang`, `hreflang`), so a screen reader pronounces
 * "English" on a German page correctly. `compact` shows the short name (the desktop header).
 */
export function LanguageSwitch({
  className,
  compact = false,
  onClick,
}: {
  className?: string;
  compact?: boolean;
  onClick?: () => void;
}) {
  const { language } = useEdition();
  const { pathname } = useLocation();
  const target: Language = language === "de" ? "en" : "de";
  const { name, short } = names[target];
  const alternates = usePageAlternates();
  // An article names its twin (another slug); one in a single language leads to the other edition's
  // articles, where a note says why (issue 37).
  const to = alternates
    ? (alternates[target] ?? `${pathsOf(target).articles}#${untranslatedAnchor[target]}`)
    : counterpart(pathname, target);
  return (
    <SiteLink to={to} hrefLang={target} lang={target} onClick={onClick} className={className} data-language-switch>
      {/* The compact switch shows its icon where the header has room for it (from 921 px). */}
      <Languages aria-hidden className={`size-4 shrink-0 ${compact ? "sm:max-md:hidden" : ""}`} />
      {compact ? (
        <>
          <span aria-hidden>{short}</span>
          <span className="sr-only">{name}</span>
        </>
      ) : (
        name
      )}
    </SiteLink>
  );
}

/** The editions' addresses of the current page when its loader names them (the articles' pages). */
function usePageAlternates(): Partial<Record<Language, string>> | undefined {
  const matches = useMatches();
  const data = matches.at(-1)?.loaderData as { alternates?: Partial<Record<Language, string>> } | undefined;
  return data?.alternates;
}
