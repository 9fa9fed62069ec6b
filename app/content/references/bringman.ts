import data from "../../../content/de/references/bringman.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of bringman: content/de/references/bringman.yaml. */
export const bringman = referenceOf("bringman", paths.reference("bringman"), data as ContentOf<"references/*">);
