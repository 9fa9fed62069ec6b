import data from "../../../content/de/example-reference.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/**
 * The generic case study of /reference and /example-reference (requirements §2.1): clearly an example of how
 * our case studies are built, with no real customer and no customer figures (content/de/example-reference.yaml).
 * The page is noindex.
 */
export const exampleReference = referenceOf("example", paths.exampleReference, data as ContentOf<"example-reference">);
