import { Clock } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { dayOf } from "~/content-model/format";
import { fillSlots } from "~/content-model/slots";
import { useEdition } from "~/lib/page-handle";
import type { ArticleCard } from "~/content-model/articles/card";

/**
 * Cards of articles, newest first: the topics, the title as the link, the summary, date, author and
 * reading time. The whole card is the link's target area; the link itself is the title, so a screen
 * reader's list of links reads the titles.
 */
export function ArticleCards({
  cards,
  words,
  headingLevel = 2,
}: {
  cards: readonly ArticleCard[];
  /** "{{minutes}} Min. Lesezeit" (content/<language>/articles.yaml). */
  words: { readingTime: string };
  headingLevel?: 2 | 3;
}) {
  const { language, team, serviceNav } = useEdition();
  const H = headingLevel === 2 ? "h2" : "h3";
  return (
    // data-copy: a teaser repeats its article's title and summary by design; the copy checks
    // (tests/e2e/copy.spec.ts) count those texts on the article's own page.
    <ul data-copy="teaser" className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
      {cards.map((card) => {
        const author = team.find((m) => m.avatar === card.author);
        return (
          <li
            key={card.href}
            className="relative flex flex-col rounded-card border border-hairline bg-white p-6 shadow-sm transition-shadow hover:shadow-md focus-within:ring-2 focus-within:ring-accent-500"
          >
            <p className="flex flex-wrap gap-2 text-xs font-semibold tracking-[0.08em] text-accent-700 uppercase">
              {card.topics.map((topic) => (
                <span key={topic}>{serviceNav.find((s) => s.key === topic)?.label}</span>
              ))}
            </p>
            <H className="mt-3 text-xl leading-snug font-bold">
              <SiteLink
                to={card.href}
                className="text-heading after:absolute after:inset-0 hover:text-accent-700 focus-visible:outline-none"
              >
                {card.title}
              </SiteLink>
            </H>
            <p className="mt-3 flex-1 text-[0.975rem]">{card.summary}</p>
            <p className="mt-5 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-muted">
              <time dateTime={card.published}>{dayOf(card.published, language)}</time>
              {author && <span>{author.name}</span>}
              <span className="flex items-center gap-1.5">
                <Clock aria-hidden className="size-3.5" />
                {fillSlots(words.readingTime, { minutes: card.minutes })}
              </span>
            </p>
          </li>
        );
      })}
    </ul>
  );
}
