// The content files of the service page AI development (content/de and content/en), typed by their schema where
// a module imports them (page-type.ts).
declare module "*/services/ai-development.yaml" {
  const file: import("./page-type").AiDevelopmentFile;
  export default file;
}
