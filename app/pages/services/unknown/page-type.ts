import { definePageType } from "../../define-page-type";

/**
 * Any /services/{service} that is not one of the five services (requirements §2.1): 'Service not found'
 * with status 404. Its words are the edition's (content/<language>/layout.yaml `unknownService`).
 */
export const unknownServicePageType = definePageType({
  folder: "services/unknown",
  content: {},
  routes: (at) => [
    {
      id: "service-unknown",
      module: "unknown-service",
      path: `${at.services}/:service`,
      prerender: false,
      notFound: true,
    },
  ],
});
