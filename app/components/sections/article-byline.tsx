import { ChevronRight, Clock } from "lucide-react";
import { Drawing } from "~/components/ui/drawing";
import { SiteLink } from "~/components/ui/site-link";
import { dayOf } from "~/content-model/format";
import { avatarArt } from "~/content-model/people";
import type { Language } from "~/paths";

/** Breadcrumbs on a dark page header: where the page sits, each step a link, the last the page itself. */
export function Breadcrumbs({ items, label }: { items: readonly { label: string; href: string }[]; label: string }) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-1.5 text-sm text-ink-300">
        {items.map((item, i) => (
          <li key={item.href} className="flex min-w-0 items-center gap-1.5">
            {i > 0 && <ChevronRight aria-hidden className="size-3.5 shrink-0" />}
            {i < items.length - 1 ? (
              <SiteLink to={item.href} className="hover:text-white hover:underline">
                {item.label}
              </SiteLink>
            ) : (
              <span aria-current="page" className="line-clamp-1 text-ink-200">
                {item.label}
              </span>
            )}
          </li>
        ))}
      </ol>
    </nav>
  );
}

type Words = { published: string; updated: string; writtenBy: string };

/** Who wrote an article (portrait, name, role), when it was published and updated, how long it takes to read. */
export function ArticleByline({
  author,
  published,
  updated,
  readingTime,
  words,
  language,
}: {
  author: { name: string; role: string; avatar: string } | undefined;
  published: string;
  updated?: string;
  readingTime: string;
  words: Words;
  language: Language;
}) {
  return (
    <div className="mt-8 flex flex-wrap items-center gap-x-8 gap-y-4 text-sm text-ink-300">
      {author && (
        <p className="flex items-center gap-3">
          <Drawing art={avatarArt(author.avatar)} alt="" width={48} className="rounded-full bg-ink-800" />
          <span>
            <span className="sr-only">{words.writtenBy} </span>
            <span className="block font-semibold text-white">{author.name}</span>
            <span className="block">{author.role}</span>
          </span>
        </p>
      )}
      <p>
        {words.published} <time dateTime={published}>{dayOf(published, language)}</time>
        {updated && (
          <>
            <br />
            {words.updated} <time dateTime={updated}>{dayOf(updated, language)}</time>
          </>
        )}
      </p>
      <p className="flex items-center gap-2">
        <Clock aria-hidden className="size-4 text-warm-300" /> {readingTime}
      </p>
    </div>
  );
}
