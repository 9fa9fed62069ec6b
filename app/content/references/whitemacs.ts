import data from "../../../content/de/references/whitemacs.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of whitemacs: content/de/references/whitemacs.yaml. */
export const whitemacs = referenceOf("whitemacs", paths.reference("whitemacs"), data as ContentOf<"references/*">);
