import bimetrics from "~/assets/art/logos/bimetrics.svg?drawing";
import bringman from "~/assets/art/logos/bringman.svg?drawing";
import clubscale from "~/assets/art/logos/clubscale.svg?drawing";
import dyno from "~/assets/art/logos/dyno.svg?drawing";
import edeka from "~/assets/art/logos/edeka.svg?drawing";
import fraunhofer from "~/assets/art/logos/fraunhofer.svg?drawing";
import innopart from "~/assets/art/logos/innopart.svg?drawing";
import plantafel from "~/assets/art/logos/plantafel.svg?drawing";
import reiff from "~/assets/art/logos/reiff.svg?drawing";
import walterAg from "~/assets/art/logos/walter-ag.svg?drawing";
import whitemacs from "~/assets/art/logos/whitemacs.svg?drawing";

/** The 11 customer wordmarks of the logo strip (requirements §2.3 item 2, §9), drawn in app/assets/art/logos. */
export type CustomerMark = { name: string; logo: DrawingAsset };

export const customers: CustomerMark[] = [
  { name: "EDEKA", logo: edeka },
  { name: "Walter AG", logo: walterAg },
  { name: "Fraunhofer", logo: fraunhofer },
  { name: "Reiff", logo: reiff },
  { name: "Dyno", logo: dyno },
  { name: "Bimetrics", logo: bimetrics },
  { name: "Plantafel", logo: plantafel },
  { name: "Bringman", logo: bringman },
  { name: "Clubscale", logo: clubscale },
  { name: "Whitemacs", logo: whitemacs },
  { name: "Innopart", logo: innopart },
];
