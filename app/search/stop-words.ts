import type { Language } from "../paths";

/**
 * Words that say nothing about a page, left out of queries, so that "die Kosten einer App" or "the
 * article about app costs" look for what matters. Short on purpose: every page has these words.
 */
export const stopWords: Record<Language, ReadonlySet<string>> = {
  de: new Set(
    "der die das den dem des ein eine einer eines einem einen und oder aber mit von vom zu zum zur für im in am an auf aus bei ist sind war wie was wer wo über um als auch nicht noch nur so sich sie ihr ihre wir uns es".split(
      " ",
    ),
  ),
  en: new Set(
    "the a an and or but with of to for in on at by from about is are was were be how what who where which that this it its as not your our we you".split(
      " ",
    ),
  ),
};
