import { ArrowRight, Home } from "lucide-react";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import type { Edition } from "~/content-model/edition";
import type { LayoutFile } from "~/content-model/schema/edition-files";
import { pageHandle } from "~/lib/page-handle";
import { SearchForm } from "~/search/search-form";

/** Unknown addresses answer 404 with a page (requirements §2.1 "*"), never a redirect. */
export const notFoundStatus = () => data(null, { status: 404 });

/** The not-found page of an edition: the German for every unknown address, the English below /en. */
export function notFoundPage(file: LayoutFile, edition: Edition) {
  const content = file.notFoundPage;
  return {
    handle: pageHandle(edition),
    meta: () => [{ title: content.title }, { name: "robots", content: "noindex" }],
    Component: function NotFound() {
      return (
        <section
          aria-labelledby="page-title"
          className="container-page grid min-h-[65vh] items-center gap-12 py-20 lg:grid-cols-2"
        >
          <div>
            <p className="text-gradient text-7xl font-extrabold tracking-tight sm:text-8xl">404</p>
            <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
              {content.heading}
            </h1>
            <p className="mt-5 max-w-lg text-lg">{content.text}</p>
            <div className="mt-8 max-w-lg">
              <SearchForm variant="page" />
            </div>
            <div className="mt-8 flex flex-wrap gap-3">
              <ButtonLink to={content.home.href}>
                <Home aria-hidden className="size-4" /> {content.home.label}
              </ButtonLink>
              <ButtonLink to={content.contact.href} variant="outline">
                {content.contact.label}
              </ButtonLink>
            </div>
          </div>
          <nav aria-label={content.suggestionsTitle} className="rounded-card border border-hairline bg-surface p-8">
            <h2 className="mb-4 text-lg font-semibold">{content.suggestionsTitle}</h2>
            <ul className="divide-y divide-hairline">
              {content.suggestions.map((l) => (
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
        </section>
      );
    },
  };
}
