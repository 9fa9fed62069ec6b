/** The 11 customer wordmarks of the logo strip (SPEC §2.3 item 2, §9). */
export type CustomerMark = {
  name: string;
  /** Typographic treatment of the monochrome wordmark. */
  style: {
    text: string;
    weight: number;
    tracking?: number;
    italic?: boolean;
    glyph?: "circle" | "square" | "bars" | "arrow" | "leaf" | "spark" | "ring";
  };
};

export const customers: CustomerMark[] = [
  { name: "EDEKA", style: { text: "EDEKA", weight: 800, tracking: 2, glyph: "square" } },
  { name: "Walter AG", style: { text: "WALTER", weight: 800, italic: true, tracking: 1, glyph: "bars" } },
  { name: "Fraunhofer", style: { text: "Fraunhofer", weight: 500, glyph: "leaf" } },
  { name: "Reiff", style: { text: "REIFF", weight: 900, tracking: 4 } },
  { name: "Dyno", style: { text: "dyno", weight: 700, glyph: "ring" } },
  { name: "Bimetrics", style: { text: "bimetrics", weight: 600, glyph: "spark" } },
  { name: "Plantafel", style: { text: "Plantafel", weight: 700, glyph: "bars" } },
  { name: "Bringman", style: { text: "bringman", weight: 800, italic: true, glyph: "arrow" } },
  { name: "Clubscale", style: { text: "clubscale", weight: 600, glyph: "circle" } },
  { name: "Whitemacs", style: { text: "whitemacs", weight: 400, tracking: 1, glyph: "square" } },
  { name: "Innopart", style: { text: "INNOPART", weight: 700, tracking: 3, glyph: "spark" } },
];
