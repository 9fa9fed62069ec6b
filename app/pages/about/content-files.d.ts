// The about page's content files, typed by their schema where a route module imports them (page-type.ts).
declare module "*/content/de/about.yaml" {
  const file: import("./page-type").AboutFile;
  export default file;
}
declare module "*/content/en/about.yaml" {
  const file: import("./page-type").AboutFile;
  export default file;
}
