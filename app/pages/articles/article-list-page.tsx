import { ArrowLeft, ArrowRight } from "lucide-react";
import { useLoaderData } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { SiteLink } from "~/components/ui/site-link";
import type { Edition } from "~/content-model/edition";
import { fillSlots } from "~/content-model/slots";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import { pageHandle } from "~/lib/page-handle";
import { untranslatedAnchor } from "~/paths";
import { ArticleCards } from "~/components/sections/article-cards";
import type { ArticleListData } from "./article-files.server";
import type { ArticlesWordsFile } from "./page-type";

/**
 * The lists of articles (issue 37): the index (/ratgeber, /en/insights), a topic's list and their further
 * pages, newest first, twelve cards a page. One module per edition is registered for every list; the
 * loader (article-files.server.ts) picks the cards by the address.
 */
export function articleListPage(words: ArticlesWordsFile, edition: Edition) {
  const { paths, serviceNav } = edition;
  const topicName = (topic: string | undefined) => serviceNav.find((s) => s.key === topic)?.label ?? "";
  const heading = (data: ArticleListData) => {
    const title = data.topic ? fillSlots(words.topic.title, { topic: topicName(data.topic) }) : words.header.title;
    const page = data.page > 1 ? ` – ${fillSlots(words.pageOf, { page: data.page, pages: data.pages })}` : "";
    return { title, page };
  };
  return {
    handle: pageHandle(edition),
    meta: ({ loaderData }: { loaderData?: ArticleListData }) => {
      if (!loaderData) return [];
      const { title, page } = heading(loaderData);
      const description = loaderData.topic
        ? fillSlots(words.topic.description, { topic: topicName(loaderData.topic) })
        : words.meta.description;
      const path = paths.articleList(loaderData.topic, loaderData.page);
      return pageMeta({
        title: (loaderData.topic ? title : words.meta.title) + page,
        description,
        path,
        alternates: loaderData.alternates,
        jsonLd: webPageJsonLd(title, description, path),
      });
    },
    Component: function ArticleList() {
      const data = useLoaderData<ArticleListData>();
      const { title, page } = heading(data);
      return (
        <>
          <PageHeader
            eyebrow={words.header.eyebrow}
            title={
              <>
                {title}
                {page && <span className="sr-only">{page}</span>}
              </>
            }
            intro={
              data.topic ? (
                // data-copy: one sentence of articles.yaml, the same on every topic's list but for the topic.
                <span data-copy="template">{fillSlots(words.topic.intro, { topic: topicName(data.topic) })}</span>
              ) : (
                words.header.intro
              )
            }
          />
          <div className="container-page py-14 sm:py-20">
            {/* data-copy: the same note on every list, shown only when the language switch leads here. */}
            <p
              data-copy="template"
              id={untranslatedAnchor[edition.language]}
              className="mb-10 hidden rounded-card border border-warm-200 bg-warm-50 px-6 py-4 text-heading target:block"
            >
              {words.untranslated}
            </p>
            <nav aria-label={words.topicsLabel} className="mb-10">
              <ul className="flex flex-wrap gap-2">
                {[undefined, ...data.topics].map((topic) => {
                  const current = topic === data.topic;
                  return (
                    <li key={topic ?? "all"}>
                      <SiteLink
                        to={paths.articleList(topic)}
                        aria-current={current ? "page" : undefined}
                        className={`inline-flex rounded-full border px-4 py-2 text-sm font-medium transition-colors ${
                          current
                            ? "border-accent-600 bg-accent-600 text-white"
                            : "border-hairline bg-white text-heading hover:border-accent-300 hover:bg-accent-50"
                        }`}
                      >
                        {topic ? topicName(topic) : words.allTopics}
                      </SiteLink>
                    </li>
                  );
                })}
              </ul>
            </nav>
            <ArticleCards cards={data.cards} words={words} />
            {data.pages > 1 && (
              <nav aria-label={words.pagination.label} className="mt-12 flex justify-between gap-4">
                {data.page > 1 ? (
                  <SiteLink
                    to={paths.articleList(data.topic, data.page - 1)}
                    className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
                  >
                    <ArrowLeft aria-hidden className="size-4" />
                    {words.pagination.previous}
                  </SiteLink>
                ) : (
                  <span />
                )}
                {data.page < data.pages && (
                  <SiteLink
                    to={paths.articleList(data.topic, data.page + 1)}
                    className="inline-flex items-center gap-1.5 font-semibold text-accent-700 hover:underline"
                  >
                    {words.pagination.next}
                    <ArrowRight aria-hidden className="size-4" />
                  </SiteLink>
                )}
              </nav>
            )}
          </div>
        </>
      );
    },
  };
}
