// The content files of the service page AI development, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/services/ai-development.yaml" {
  const file: import("./page-type").AiDevelopmentFile;
  export default file;
}
declare module "*/content/en/services/ai-development.yaml" {
  const file: import("./page-type").AiDevelopmentFile;
  export default file;
}
