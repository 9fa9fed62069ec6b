import { useEdition } from "~/lib/page-handle";

type Props = {
  art: DrawingAsset;
  /** What the drawing shows, in the page's language; "" when it is decorative or the text beside it says it all. */
  alt: string;
  /** The page's hero drawing: loaded at once and with high priority. */
  priority?: boolean;
  /** Above the fold but not the main image (e.g. the contact page's portrait): loaded at once, normal priority. */
  eager?: boolean;
  /** Display width in px when it differs from the file's; the height keeps the aspect ratio. */
  width?: number;
  className?: string;
};

/**
 * A static drawing from app/assets/art as an `<img>`: width and height reserve its space, below the
 * fold it loads lazily and decodes off the main thread. The SVG never ships in the JavaScript.
 * A drawing with words shows them in the page's language: its copy from the drawings' table
 * (content/en/drawings.yaml), where the table changes them.
 */
export function Drawing({ art, alt, priority = false, eager = priority, width = art.width, className }: Props) {
  const { drawingVariants } = useEdition();
  const height = Math.round((art.height * width) / art.width);
  return (
    <img
      src={(art.name && drawingVariants[art.name]) || art.src}
      width={width}
      height={height}
      alt={alt}
      className={className}
      loading={eager ? "eager" : "lazy"}
      decoding={eager ? undefined : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}
