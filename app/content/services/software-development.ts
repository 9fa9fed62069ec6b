import data from "../../../content/de/services/software-development.yaml";
import type { ContentOf } from "../schema/files";

/** /services/software-development (requirements §2.5): content/de/services/software-development.yaml. */
export const softwareDevelopment = data as ContentOf<"services/software-development">;
