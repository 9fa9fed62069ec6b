import data from "../../content/de/shared.yaml";
import type { ContentOf } from "./schema/files";

/** Words several pages share: content/de/shared.yaml. */
export const shared = data as ContentOf<"shared">;
