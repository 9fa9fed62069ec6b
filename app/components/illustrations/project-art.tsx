import type { ReferenceSlug } from "~/route-table";
import { BimetricsArt } from "./project-art/bimetrics";
import { BringmanArt } from "./project-art/bringman";
import { ClubscaleArt } from "./project-art/clubscale";
import { DynoArt } from "./project-art/dyno";
import { Dyno2Art } from "./project-art/dyno2";
import { EdekaArt } from "./project-art/edeka";
import { ExampleArt } from "./project-art/example";
import { FraunhoferArt } from "./project-art/fraunhofer";
import { PlantafelArt } from "./project-art/plantafel";
import { ReiffArt } from "./project-art/reiff";
import type { SceneProps } from "./project-art/scene";
import { WalterAgArt } from "./project-art/walter-ag";
import { WhitemacsArt } from "./project-art/whitemacs";

export { ART_HEIGHT, ART_WIDTH } from "./project-art/frames";

/** Scenes that can be drawn: one per reference project, plus the example case study. */
export type ProjectScene = ReferenceSlug | "example";

const scenes: Record<ProjectScene, (props: SceneProps) => React.ReactNode> = {
  clubscale: ClubscaleArt,
  dyno: DynoArt,
  dyno2: Dyno2Art,
  bimetrics: BimetricsArt,
  plantafel: PlantafelArt,
  bringman: BringmanArt,
  "walter-ag": WalterAgArt,
  fraunhofer: FraunhoferArt,
  reiff: ReiffArt,
  edeka: EdekaArt,
  whitemacs: WhitemacsArt,
  example: ExampleArt,
};

/**
 * Drawn image of a reference project (DESIGN.md §5): a device or browser mock-up with a stylised UI
 * in the project's own colours, 640 × 400 with width/height set so nothing shifts while loading.
 * Pass an empty `alt` where the image sits inside a link or card whose text already names the project.
 */
export function ProjectArt({ scene, alt, className }: { scene: ProjectScene } & SceneProps) {
  const Scene = scenes[scene];
  return <Scene alt={alt} className={className} />;
}
