import { useLoaderData } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import { ArticleToc } from "~/components/sections/article";
import { ButtonLink } from "~/components/ui/button";
import type { Edition } from "~/content-model/edition";
import { fillSlots } from "~/content-model/slots";
import { pageMeta } from "~/lib/meta";
import { pageHandle } from "~/lib/page-handle";
import { ArticleCards } from "~/components/sections/article-cards";
import { ArticleByline, Breadcrumbs } from "~/components/sections/article-byline";
import type { ArticleData } from "./article-files.server";
import { socialImageWords } from "~/content-model/articles/publishing";
import { articleJsonLd, articleOg, socialImageOfArticle } from "./article-meta";
import type { ArticlesWordsFile } from "./page-type";
import { RichText } from "./rich-text";

/** An article with at least this many chapters gets a table of contents. */
const TOC_CHAPTERS = 4;

/**
 * An article's page (issue 37): breadcrumbs, the h1 with date, author and reading time, the table of
 * contents beside a long text, the text, a call to action to the contact form and related articles.
 * No JavaScript of its own: the text comes from the loader as data (article-files.server.ts), and the
 * table of contents is the guide's (components/sections/article.tsx).
 */
export function articlePage(words: ArticlesWordsFile, edition: Edition) {
  const { paths, shared, team, language } = edition;
  return {
    handle: pageHandle(edition),
    meta: ({ loaderData }: { loaderData?: ArticleData }) => {
      if (!loaderData) return [];
      const { article, slug, alternates } = loaderData;
      const path = paths.article(slug);
      const author = team.find((m) => m.avatar === article.author);
      const image = socialImageOfArticle(language, slug, socialImageWords(article, article.title));
      return pageMeta({
        title: article.title,
        description: article.summary,
        path,
        ogType: "article",
        alternates,
        image,
        og: articleOg(article, author?.name, edition.serviceNav),
        jsonLd: articleJsonLd({ article, path, author, image: image.path, breadcrumbs: crumbs(article.title, path) }),
      });
    },
    Component: function ArticlePage() {
      const { article, slug, minutes, related } = useLoaderData<ArticleData>();
      const author = team.find((m) => m.avatar === article.author);
      const path = paths.article(slug);
      const long = article.toc.length >= TOC_CHAPTERS;
      return (
        <>
          {/* All but the table of contents (it follows the reading position) needs no JavaScript. */}
          <StaticHtml>
            <section aria-labelledby="page-title" className="on-dark relative overflow-hidden bg-ink-950 text-ink-200">
              <div
                aria-hidden
                className="absolute inset-0 bg-[radial-gradient(50%_70%_at_85%_0%,rgb(79_99_255/0.3),transparent),radial-gradient(35%_60%_at_0%_100%,rgb(139_92_246/0.2),transparent)]"
              />
              <div className="container-page relative py-12 sm:py-16 lg:py-20">
                <Breadcrumbs items={crumbs(article.title, path)} label={words.breadcrumbLabel} />
                <h1
                  id="page-title"
                  className="mt-6 max-w-4xl text-4xl font-extrabold tracking-[-0.03em] text-white sm:text-5xl"
                >
                  {article.title}
                </h1>
                <p className="mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl">{article.summary}</p>
                <ArticleByline
                  author={author}
                  published={article.published}
                  updated={article.updated}
                  readingTime={fillSlots(words.readingTime, { minutes })}
                  words={words}
                  language={language}
                />
              </div>
            </section>
          </StaticHtml>

          <div
            className={`container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-14 sm:py-20 ${long ? "lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[16.5rem_minmax(0,1fr)]" : ""}`}
          >
            {long && (
              <div className="max-w-[75ch] lg:max-w-none">
                <ArticleToc
                  title={words.tocTitle}
                  sections={article.toc.map((t) => ({ id: t.id, navTitle: t.text }))}
                />
              </div>
            )}
            <StaticHtml>
              <article aria-labelledby="page-title" className="min-w-0">
                <RichText nodes={article.body} anchorLabel={shared.headingAnchorLabel} />
                {/* data-copy: every article ends with the same call to action (articles.yaml), as a template. */}
                <div
                  data-copy="template"
                  className="on-dark mt-16 max-w-[70ch] rounded-card bg-ink-900 p-8 text-[1.075rem] sm:p-10"
                >
                  <h2 className="text-2xl font-bold text-white sm:text-3xl">{words.cta.title}</h2>
                  <p className="mt-3 text-lg text-ink-200">{words.cta.text}</p>
                  <ButtonLink to={words.cta.action.href} arrow className="mt-7">
                    {words.cta.action.label}
                  </ButtonLink>
                </div>
              </article>
            </StaticHtml>
          </div>

          {related.length > 0 && (
            <StaticHtml>
              <section
                data-copy="navigation"
                aria-labelledby="related-title"
                className="border-t border-hairline bg-surface py-14 sm:py-20"
              >
                <div className="container-page">
                  <h2 id="related-title" className="mb-8 text-2xl font-bold sm:text-3xl">
                    {words.related.title}
                  </h2>
                  <ArticleCards cards={related} words={words} headingLevel={3} />
                </div>
              </section>
            </StaticHtml>
          )}
        </>
      );
    },
  };

  /** Home › the articles › this article. */
  function crumbs(title: string, path: string) {
    return [
      { label: edition.mainNav.home.label, href: paths.home },
      { label: words.header.eyebrow, href: paths.articles },
      { label: title, href: path },
    ];
  }
}
