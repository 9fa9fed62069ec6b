// The content files of the contact page (content/de and content/en), typed by their schema where a module
// imports them (page-type.ts).
declare module "*/contact.yaml" {
  const file: import("./page-type").ContactFile;
  export default file;
}
