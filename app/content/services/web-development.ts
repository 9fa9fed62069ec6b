import data from "../../../content/de/services/web-development.yaml";
import type { ContentOf } from "../schema/files";

/** /services/web-development (requirements §2.5): content/de/services/web-development.yaml. */
export const webDevelopment = data as ContentOf<"services/web-development">;
