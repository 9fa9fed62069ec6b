// The articles' shared words (content/de and content/en), typed by their schema where a route module imports
// them (page-type.ts). The articles themselves are read by the pages' loaders (article-files.server.ts).
declare module "*/articles.yaml" {
  const file: import("./page-type").ArticlesWordsFile;
  export default file;
}
// What a service page's "Artikel zum Thema" needs of them (its loader: article-files.server.ts).
declare module "*/articles.yaml?pick=serviceBlock,readingTime" {
  const file: Pick<import("./page-type").ArticlesWordsFile, "serviceBlock" | "readingTime">;
  export default file;
}
