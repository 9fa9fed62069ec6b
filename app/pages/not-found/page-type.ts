import { definePageType } from "../define-page-type";

/**
 * Unknown addresses (requirements §2.1 "*"): a page with status 404, never a redirect; the English one
 * below /en, the German one everywhere else. Its words are the edition's (layout.yaml `notFoundPage`).
 */
export const notFoundPageType = definePageType({
  folder: "not-found",
  content: {},
  routes: (at) => [
    {
      id: "not-found",
      module: "not-found",
      path: at.home === "/" ? "*" : `${at.home}/*`,
      prerender: false,
      notFound: true,
    },
  ],
});
