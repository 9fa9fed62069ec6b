import { layout } from "./layout";

/** /services/{anything else} (requirements §2.1): the page title is the specification's English text. */
export const unknownService = layout.unknownService;
