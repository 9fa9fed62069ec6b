import words from "../../../content/en/articles.yaml";
import { feedResponse } from "./feed.server";

/** The edition's RSS feed, prerendered to a file at build time (feed.server.ts). */
export const loader = () => feedResponse("en", words);
