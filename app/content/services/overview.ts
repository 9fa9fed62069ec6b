import data from "../../../content/de/services.yaml";
import type { ContentOf } from "../schema/files";

/** The services overview, /services and /leistungen (requirements §2.4): content/de/services.yaml. */
export const overview = data as ContentOf<"services">;
