import { layout } from "./layout";

/** The not-found page (requirements §2.1 "*"). */
export const notFoundPage = layout.notFoundPage;
