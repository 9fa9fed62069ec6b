// The content files of the service page web development, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/services/web-development.yaml" {
  const file: import("./page-type").WebDevelopmentFile;
  export default file;
}
declare module "*/content/en/services/web-development.yaml" {
  const file: import("./page-type").WebDevelopmentFile;
  export default file;
}
