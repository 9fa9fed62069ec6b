import data from "../../../content/de/references/plantafel.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of plantafel: content/de/references/plantafel.yaml. */
export const plantafel = referenceOf("plantafel", paths.reference("plantafel"), data as ContentOf<"references/*">);
