// The articles' shared words (content/de and content/en), typed by their schema where a route module imports
// them (page-type.ts). The articles themselves are read by the pages' loaders (article-files.server.ts).
declare module "*/articles.yaml" {
  const file: import("./page-type").ArticlesWordsFile;
  export default file;
}
