/** Props every project scene takes. */
export type SceneProps = {
  /** Alt text; empty for a decorative image whose meaning is already given by nearby text. */
  alt: string;
  className?: string;
};
