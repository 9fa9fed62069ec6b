import { ButtonLink } from "~/components/ui/button";
import type { TopicArticlesBlock } from "~/content-model/articles/card";
import { ArticleCards } from "./article-cards";

/**
 * "Artikel zum Thema" on a service page: the newest articles on the service and the link to all of them.
 * data-copy: a list of links under the same heading on every service page, navigation rather than copy.
 */
export function TopicArticles({ block }: { block: TopicArticlesBlock }) {
  return (
    <section
      data-copy="navigation"
      aria-labelledby="topic-articles-title"
      className="border-t border-hairline bg-surface py-16 sm:py-24"
    >
      <div className="container-page">
        <p className="mb-3 text-sm font-semibold tracking-[0.14em] text-accent-700 uppercase">{block.eyebrow}</p>
        <h2 id="topic-articles-title" className="mb-10 text-3xl font-bold sm:text-4xl">
          {block.title}
        </h2>
        <ArticleCards cards={block.cards} words={block} headingLevel={3} />
        <ButtonLink to={block.href} variant="outline" arrow className="mt-10">
          {block.more}
        </ButtonLink>
      </div>
    </section>
  );
}
