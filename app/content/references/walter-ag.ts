import data from "../../../content/de/references/walter-ag.yaml";
import { paths } from "../../paths";
import type { ContentOf } from "../schema/files";
import { referenceOf } from "./types";

/** The reference page of walter-ag: content/de/references/walter-ag.yaml. */
export const walterAg = referenceOf("walter-ag", paths.reference("walter-ag"), data as ContentOf<"references/*">);
