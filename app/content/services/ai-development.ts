import data from "../../../content/de/services/ai-development.yaml";
import type { ContentOf } from "../schema/files";

/** /services/ai-development (requirements §2.5): content/de/services/ai-development.yaml. */
export const aiDevelopment = data as ContentOf<"services/ai-development">;
