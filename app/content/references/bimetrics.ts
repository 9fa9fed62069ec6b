import data from "../../../content/de/references/bimetrics.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of bimetrics: content/de/references/bimetrics.yaml. */
export const bimetrics = referenceOf("bimetrics", paths.reference("bimetrics"), data as ContentOf<"references/*">);
