import data from "../../../content/de/references/fraunhofer.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of fraunhofer: content/de/references/fraunhofer.yaml. */
export const fraunhofer = referenceOf("fraunhofer", paths.reference("fraunhofer"), data as ContentOf<"references/*">);
