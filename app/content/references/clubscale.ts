import data from "../../../content/de/references/clubscale.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of clubscale: content/de/references/clubscale.yaml. */
export const clubscale = referenceOf("clubscale", paths.reference("clubscale"), data as ContentOf<"references/*">);
