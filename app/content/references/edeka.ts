import data from "../../../content/de/references/edeka.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of edeka: content/de/references/edeka.yaml. */
export const edeka = referenceOf("edeka", paths.reference("edeka"), data as ContentOf<"references/*">);
