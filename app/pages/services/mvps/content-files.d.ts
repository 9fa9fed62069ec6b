// The content files of the service page MVPs and prototypes (content/de and content/en), typed by their schema
// where a module imports them (page-type.ts).
declare module "*/services/mvps.yaml" {
  const file: import("./page-type").MvpsFile;
  export default file;
}
