// The content files of the search (content/de and content/en), typed by their schema where a module
// imports them (page-type.ts), and the form's words alone for the search form every page shows (`?pick=form`).
declare module "*/search.yaml" {
  const file: import("./page-type").SearchFile;
  export default file;
}
declare module "*/search.yaml?pick=form" {
  const file: Pick<import("./page-type").SearchFile, "form">;
  export default file;
}
