import bimetrics from "~/assets/art/references/bimetrics.svg?drawing";
import bringman from "~/assets/art/references/bringman.svg?drawing";
import clubscale from "~/assets/art/references/clubscale.svg?drawing";
import dyno from "~/assets/art/references/dyno.svg?drawing";
import dyno2 from "~/assets/art/references/dyno2.svg?drawing";
import edeka from "~/assets/art/references/edeka.svg?drawing";
import example from "~/assets/art/references/example.svg?drawing";
import fraunhofer from "~/assets/art/references/fraunhofer.svg?drawing";
import plantafel from "~/assets/art/references/plantafel.svg?drawing";
import reiff from "~/assets/art/references/reiff.svg?drawing";
import walterAg from "~/assets/art/references/walter-ag.svg?drawing";
import whitemacs from "~/assets/art/references/whitemacs.svg?drawing";
import type { ProjectScene } from "./types";

/**
 * The drawn image of each project (visual direction in docs/decisions/0001-architecture.md): a device
 * or browser mock-up with a stylised UI in the project's own colours, 640 × 400. Only URLs live here;
 * a page fetches just the images it shows.
 */
export const projectArt: Record<ProjectScene, DrawingAsset> = {
  clubscale,
  dyno,
  dyno2,
  bimetrics,
  plantafel,
  bringman,
  "walter-ag": walterAg,
  fraunhofer,
  reiff,
  edeka,
  whitemacs,
  example,
};
