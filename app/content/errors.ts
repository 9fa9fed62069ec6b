import { layout } from "./layout";

/** The route error page (requirements §2.1, §8; docs/decisions/0011-reading-the-requirements.md): the original heading, the status, a way home. */
export const errorPage = layout.errorPage;
