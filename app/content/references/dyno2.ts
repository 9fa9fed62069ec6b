import data from "../../../content/de/references/dyno2.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of dyno2: content/de/references/dyno2.yaml. */
export const dyno2 = referenceOf("dyno2", paths.reference("dyno2"), data as ContentOf<"references/*">);
