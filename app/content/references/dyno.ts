import data from "../../../content/de/references/dyno.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of dyno: content/de/references/dyno.yaml. */
export const dyno = referenceOf("dyno", paths.reference("dyno"), data as ContentOf<"references/*">);
