// The edition files (edition-files.ts) (content/de and content/en), typed by their schema where a module imports
// them, and the parts of the contact page's and the references overview's files that every page shows (`?pick=`:
// vite/content-plugin.ts loads only those fields).
declare module "*/layout.yaml" {
  const file: import("./edition-files").LayoutFile;
  export default file;
}
declare module "*/shared.yaml" {
  const file: import("./edition-files").SharedFile;
  export default file;
}
declare module "*/team.yaml" {
  const file: import("./edition-files").TeamFile;
  export default file;
}
declare module "*/testimonials.yaml" {
  const file: import("./edition-files").TestimonialsFile;
  export default file;
}
declare module "*/customers.yaml" {
  const file: import("./edition-files").CustomersFile;
  export default file;
}
declare module "*/layout.yaml?pick=interface,navigation,errorPage" {
  const file: Pick<import("./edition-files").LayoutFile, "interface" | "navigation" | "errorPage">;
  export default file;
}
declare module "*/contact.yaml?pick=section,intros,form" {
  const file: import("./edition-files").ContactSectionText;
  export default file;
}
declare module "*/references.yaml?pick=order,stripOrder,filters,technologiesLabel,page" {
  const file: import("./edition-files").ReferenceListText;
  export default file;
}
