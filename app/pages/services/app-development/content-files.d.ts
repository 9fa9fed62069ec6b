// The content files of the service page app development (content/de and content/en), typed by their schema where
// a module imports them (page-type.ts).
declare module "*/services/app-development.yaml" {
  const file: import("./page-type").AppDevelopmentFile;
  export default file;
}
