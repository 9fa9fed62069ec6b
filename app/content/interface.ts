import { layout } from "./layout";

/**
 * Words of the page chrome (header, menus, footer, progress indicator), with the names screen
 * readers announce. Sections take theirs from the content module of what they show.
 */
export const interfaceText = layout.interface;
