import { BookOpen } from "lucide-react";
import { useLoaderData } from "react-router";
import { ArticleBody, ArticleToc } from "~/components/sections/article";
import { ArticleByline, Breadcrumbs } from "~/components/sections/article-byline";
import { ArticleCards } from "~/components/sections/article-cards";
import { PageHeader } from "~/components/sections/page-header";
import { ButtonLink } from "~/components/ui/button";
import { appArticle } from "./app-development-article";
import { pageMeta } from "~/lib/meta";
import type { ArticleCard } from "~/content-model/articles/card";
import { socialImageWords } from "~/content-model/articles/publishing";
import { articleJsonLd, articleOg, socialImageOfArticle } from "../articles/article-meta";
import type { ArticlesWordsFile } from "../articles/page-type";
import { Drawing } from "~/components/ui/drawing";
import { contentArt } from "~/components/sections/content-art";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { AppDevelopmentGuideFile } from "./page-type";

/**
 * The app-development article as a long-form knowledge page: a table of contents that sticks beside
 * the text on wide screens and sits above it on phones, a readable measure, headings with anchors.
 */
export function knowledgePage(file: AppDevelopmentGuideFile, words: ArticlesWordsFile, edition: Edition) {
  const article = appArticle(file);
  const { knowledge } = article;
  const figure = article.figure("cross-platform");
  const { paths, shared, team, language } = edition;
  const path = paths.knowledge;
  const author = team.find((m) => m.avatar === file.author);
  // The guide is an article of the collection (issue 37): its place among them, its author and dates.
  const crumbs = [
    { label: edition.mainNav.home.label, href: paths.home },
    { label: words.header.eyebrow, href: paths.articles },
    { label: knowledge.header.title, href: path },
  ];
  const head = { ...file, title: knowledge.header.title, summary: knowledge.meta.description };
  return {
    handle: pageHandle(edition),
    meta: () => {
      const { title, description } = knowledge.meta;
      const image = socialImageOfArticle(
        language,
        "app-development-knowledge",
        socialImageWords(file, file.header.title),
      );
      return pageMeta({
        title,
        description,
        path,
        ogType: "article" as const,
        image,
        og: articleOg(head, author?.name, edition.serviceNav),
        jsonLd: articleJsonLd({ article: head, path, author, image: image.path, breadcrumbs: crumbs }),
      });
    },
    Component: KnowledgePage,
  };

  function KnowledgePage() {
    const { header, tocTitle, summary, aside, closing } = knowledge;
    const { related } = useLoaderData<{ related: ArticleCard[] }>();
    return (
      <>
        <PageHeader
          before={<Breadcrumbs items={crumbs} label={words.breadcrumbLabel} />}
          eyebrow={header.eyebrow}
          title={header.title}
          intro={header.intro}
        >
          <ArticleByline
            author={author}
            published={file.published}
            updated={file.updated}
            readingTime={header.readingTime}
            words={words}
            language={language}
          />
          <p className="mt-3 flex items-center gap-2 text-sm text-ink-300">
            <BookOpen aria-hidden className="size-4 text-warm-300" /> {header.sections}
          </p>
        </PageHeader>

        <div className="container-page grid grid-cols-[minmax(0,1fr)] gap-10 py-14 sm:py-20 lg:grid-cols-[15rem_minmax(0,1fr)] lg:gap-16 xl:grid-cols-[16.5rem_minmax(0,1fr)]">
          <div className="max-w-[75ch] lg:max-w-none">
            <ArticleToc title={tocTitle} sections={article.sections}>
              <div className="mt-8 rounded-card border border-hairline bg-surface p-5 max-lg:hidden">
                <p className="font-semibold text-heading">{aside.title}</p>
                <p className="mt-2 text-[0.95rem]">{aside.text}</p>
                <ButtonLink to={aside.action.href} arrow className="mt-5 w-full px-4 py-3 text-sm">
                  {aside.action.label}
                </ButtonLink>
              </div>
            </ArticleToc>
          </div>

          <article aria-labelledby="page-title">
            <div className="mb-12 max-w-[70ch] rounded-card border border-accent-100 bg-accent-50 p-6 text-[1.075rem] sm:p-8">
              <h2 className="text-xl font-bold">{summary.title}</h2>
              <ul className="mt-4 list-disc space-y-2 pl-5 marker:text-accent-600">
                {summary.items.map((item) => (
                  <li key={item}>{item}</li>
                ))}
              </ul>
            </div>
            <ArticleBody
              sections={article.sections}
              anchorLabel={shared.headingAnchorLabel}
              figures={{
                "cross-platform": <Drawing art={contentArt(figure.art)} alt={figure.alt} className="h-auto w-full" />,
              }}
            />
            <div className="on-dark mt-16 max-w-[70ch] rounded-card bg-ink-900 p-8 text-[1.075rem] sm:p-10">
              <h2 className="text-2xl font-bold text-white sm:text-3xl">{closing.title}</h2>
              <p className="mt-3 text-lg text-ink-200">{closing.text}</p>
              <div className="mt-7 flex flex-col gap-3 sm:flex-row sm:flex-wrap">
                <ButtonLink to={closing.primary.href} arrow>
                  {closing.primary.label}
                </ButtonLink>
                <ButtonLink to={closing.secondary.href} variant="ghost-dark">
                  {closing.secondary.label}
                </ButtonLink>
              </div>
            </div>
          </article>
        </div>
        {related.length > 0 && (
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
              <ButtonLink to={paths.articles} variant="outline" arrow className="mt-10">
                {words.allTopics}
              </ButtonLink>
            </div>
          </section>
        )}
      </>
    );
  }
}
