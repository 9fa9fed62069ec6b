import { ArrowRight } from "lucide-react";
import { PageHeader } from "~/components/sections/page-header";
import { SiteLink } from "~/components/ui/site-link";
import type { Edition } from "~/content-model/edition";
import { fillSlots } from "~/content-model/slots";
import { pageMeta } from "~/lib/meta";
import { pageHandle } from "~/lib/page-handle";
import { Marked } from "~/search/marked";
import type { SearchHit } from "~/search/search-engine";
import { SearchForm } from "~/search/search-form";
import type { SearchFile } from "./page-type";

/** What the results page shows: the query as sent, and its results or why there are none. */
export type SearchPageData = { query: string; total: number; hits: SearchHit[]; tooLong?: true };

/** The results page of an edition (/suche, /en/search): never indexed by search engines. */
export function searchPage(file: SearchFile, edition: Edition) {
  const { paths } = edition;
  return {
    handle: pageHandle(edition),
    meta: ({ data: page }: { data?: SearchPageData }) =>
      pageMeta({
        title: page?.query ? fillSlots(file.header.titleWithQuery, { query: page.query }) : file.meta.title,
        description: file.meta.description,
        path: paths.search,
        noindex: true,
      }),
    headers: () => ({ "Cache-Control": "no-store" }),
    Component: function SearchPage({ loaderData: page }: { loaderData: SearchPageData }) {
      const count = page.total === 1 ? file.count.one : fillSlots(file.count.other, { count: page.total });
      return (
        <>
          <PageHeader
            eyebrow={file.header.eyebrow}
            title={page.query ? fillSlots(file.header.titleWithQuery, { query: page.query }) : file.header.title}
          >
            <div className="mt-8">
              <SearchForm variant="page" query={page.query} key={page.query} />
            </div>
          </PageHeader>
          <section aria-labelledby="search-count" className="container-page py-12 sm:py-16">
            <p id="search-count" role="status" className="text-sm font-semibold tracking-wide text-ink-600 uppercase">
              {page.tooLong ? file.tooLong : page.query ? count : file.empty.noQuery}
            </p>
            {page.hits.length > 0 ? (
              <ol className="mt-6 max-w-3xl divide-y divide-hairline">
                {page.hits.map((hit) => (
                  <li key={hit.url} className="py-6">
                    <p className="text-xs font-semibold tracking-[0.12em] text-accent-700 uppercase">{hit.section}</p>
                    <h2 className="mt-1.5 text-xl font-bold text-heading sm:text-2xl">
                      <SiteLink to={hit.url} className="search-result-link">
                        <Marked segments={hit.title} />
                      </SiteLink>
                    </h2>
                    <p className="mt-2 leading-relaxed">
                      <Marked segments={hit.snippet} />
                    </p>
                  </li>
                ))}
              </ol>
            ) : (
              page.query &&
              !page.tooLong && (
                <div className="mt-6 max-w-2xl">
                  <h2 className="text-2xl font-bold text-heading">{file.empty.title}</h2>
                  <p className="mt-3 leading-relaxed">{file.empty.text}</p>
                </div>
              )
            )}
            {page.hits.length === 0 && (
              <nav aria-labelledby="search-suggestions" className="mt-10 max-w-2xl">
                <h2 id="search-suggestions" className="text-lg font-semibold text-heading">
                  {file.empty.suggestionsTitle}
                </h2>
                <ul className="mt-3 divide-y divide-hairline rounded-card border border-hairline bg-surface px-6">
                  {file.empty.suggestions.map((l) => (
                    <li key={l.href}>
                      <SiteLink
                        to={l.href}
                        className="group flex items-center justify-between py-3.5 font-medium text-heading hover:text-accent-700"
                      >
                        {l.label}
                        <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
                      </SiteLink>
                    </li>
                  ))}
                </ul>
              </nav>
            )}
          </section>
        </>
      );
    },
  };
}
