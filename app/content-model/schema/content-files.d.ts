// The edition files (edition-files.ts), typed by their schema where a module imports them, and the
// parts of the contact page's and the references overview's files that every page shows (`?pick=`:
// vite/content-plugin.ts loads only those fields).
declare module "*/content/de/layout.yaml" {
  const file: import("./edition-files").LayoutFile;
  export default file;
}
declare module "*/content/de/shared.yaml" {
  const file: import("./edition-files").SharedFile;
  export default file;
}
declare module "*/content/de/team.yaml" {
  const file: import("./edition-files").TeamFile;
  export default file;
}
declare module "*/content/de/testimonials.yaml" {
  const file: import("./edition-files").TestimonialsFile;
  export default file;
}
declare module "*/content/de/customers.yaml" {
  const file: import("./edition-files").CustomersFile;
  export default file;
}
declare module "*/content/de/layout.yaml?pick=interface,navigation,errorPage" {
  const file: Pick<import("./edition-files").LayoutFile, "interface" | "navigation" | "errorPage">;
  export default file;
}
declare module "*/content/de/contact.yaml?pick=section,intros,form" {
  const file: import("./edition-files").ContactSectionText;
  export default file;
}
declare module "*/content/de/references.yaml?pick=order,stripOrder,filters,technologiesLabel,page" {
  const file: import("./edition-files").ReferenceListText;
  export default file;
}
declare module "*/content/en/layout.yaml" {
  const file: import("./edition-files").LayoutFile;
  export default file;
}
declare module "*/content/en/shared.yaml" {
  const file: import("./edition-files").SharedFile;
  export default file;
}
declare module "*/content/en/team.yaml" {
  const file: import("./edition-files").TeamFile;
  export default file;
}
declare module "*/content/en/testimonials.yaml" {
  const file: import("./edition-files").TestimonialsFile;
  export default file;
}
declare module "*/content/en/customers.yaml" {
  const file: import("./edition-files").CustomersFile;
  export default file;
}
declare module "*/content/en/layout.yaml?pick=interface,navigation,errorPage" {
  const file: Pick<import("./edition-files").LayoutFile, "interface" | "navigation" | "errorPage">;
  export default file;
}
declare module "*/content/en/contact.yaml?pick=section,intros,form" {
  const file: import("./edition-files").ContactSectionText;
  export default file;
}
declare module "*/content/en/references.yaml?pick=order,stripOrder,filters,technologiesLabel,page" {
  const file: import("./edition-files").ReferenceListText;
  export default file;
}
