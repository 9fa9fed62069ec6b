// The content files of the service page web development (content/de and content/en), typed by their schema where
// a module imports them (page-type.ts).
declare module "*/services/web-development.yaml" {
  const file: import("./page-type").WebDevelopmentFile;
  export default file;
}
