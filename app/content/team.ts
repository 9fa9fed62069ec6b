import data from "../../content/de/team.yaml";
import type { ContentOf } from "./schema/files";

/** The team block and the people shown in it: content/de/team.yaml. */
const file = data as ContentOf<"team">;

export type TeamMember = (typeof file.members)[number];

export const teamBlock = file.block;

export const team: readonly TeamMember[] = file.members;
