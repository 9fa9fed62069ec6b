// The home page's content files, typed by their schema where a route module imports them (page-type.ts).
declare module "*/content/de/home.yaml" {
  const file: import("./page-type").HomeFile;
  export default file;
}
declare module "*/content/en/home.yaml" {
  const file: import("./page-type").HomeFile;
  export default file;
}
