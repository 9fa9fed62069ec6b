import { PageHeader } from "~/components/sections/page-header";
import { ButtonLink } from "~/components/ui/button";
import type { Edition } from "~/content-model/edition";
import { site } from "~/content-model/site";
import { pageHandle } from "~/lib/page-handle";
import type { ArticlesWordsFile } from "./page-type";

/**
 * Any address below the articles' index that is no published article (a mistyped, renamed, draft or
 * scheduled one): "Artikel nicht gefunden", status 404, with the way to the index. Prerendered once per
 * edition and served by server/not-found-pages.ts.
 */
export function unknownArticlePage(words: ArticlesWordsFile, edition: Edition) {
  const { notFound } = words;
  return {
    handle: pageHandle(edition),
    meta: () => [{ title: `${notFound.title} | ${site.name}` }, { name: "robots", content: "noindex" }],
    Component: function UnknownArticle() {
      return (
        <PageHeader eyebrow={words.header.eyebrow} title={notFound.title} intro={notFound.text}>
          <ButtonLink to={notFound.action.href} arrow className="mt-8">
            {notFound.action.label}
          </ButtonLink>
        </PageHeader>
      );
    },
  };
}
