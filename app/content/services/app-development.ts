import data from "../../../content/de/services/app-development.yaml";
import type { ContentOf } from "../schema/files";

/** /services/app-development (requirements §2.5): content/de/services/app-development.yaml. */
export const appDevelopment = data as ContentOf<"services/app-development">;
