import data from "../../content/de/customers.yaml";
import type { ContentOf } from "./schema/files";

/** The customer wordmarks of the logo strip (requirements §2.3 item 2, §9): content/de/customers.yaml. */
const file = data as ContentOf<"customers">;

export type CustomerMark = (typeof file.logos)[number];

export const customers: readonly CustomerMark[] = file.logos;
