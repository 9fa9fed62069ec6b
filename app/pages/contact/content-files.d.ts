// The content files of the contact page, typed by their schema where a module imports them (page-type.ts).
declare module "*/content/de/contact.yaml" {
  const file: import("./page-type").ContactFile;
  export default file;
}
declare module "*/content/en/contact.yaml" {
  const file: import("./page-type").ContactFile;
  export default file;
}
