import data from "../../content/de/layout.yaml";
import type { ContentOf } from "./schema/files";

/** Words of the page chrome (header, menus, footer) and of the error pages: content/de/layout.yaml. */
export const layout = data as ContentOf<"layout">;
