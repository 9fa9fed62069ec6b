// The content files of the service page software development (content/de and content/en), typed by their schema
// where a module imports them (page-type.ts).
declare module "*/services/software-development.yaml" {
  const file: import("./page-type").SoftwareDevelopmentFile;
  export default file;
}
