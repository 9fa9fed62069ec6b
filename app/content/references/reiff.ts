import data from "../../../content/de/references/reiff.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of reiff: content/de/references/reiff.yaml. */
export const reiff = referenceOf("reiff", paths.reference("reiff"), data as ContentOf<"references/*">);
