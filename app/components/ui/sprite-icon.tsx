import type { LucideIcon, LucideProps } from "lucide-react";

/**
 * A Lucide icon drawn from the build's icon sprite (vite/icon-sprite-plugin.ts): the same props as
 * lucide-react's components, but the paths stay in one cached file instead of every page's HTML.
 * Decorative unless it is given a label, like lucide-react's own icons.
 *
 * Only what differs from the defaults reaches the HTML: the `.lucide` rule in app.css gives every
 * icon 24 px and a stroke width of 2 (CSS is render-blocking, so the size holds before the sprite
 * arrives), and the symbols carry their own viewBox, so the `<svg>` needs none.
 */
export function spriteIcon(sprite: string, symbol: string): LucideIcon {
  function SpriteIcon({
    className,
    size = 24,
    strokeWidth = 2,
    absoluteStrokeWidth,
    nonScalingStroke,
    color,
    ...rest
  }: LucideProps) {
    void absoluteStrokeWidth; // neither is used by this site; taken out so they never reach the DOM
    void nonScalingStroke;
    const labelled = Boolean(rest["aria-label"] || rest["aria-labelledby"]);
    return (
      <svg
        width={size === 24 ? undefined : size}
        height={size === 24 ? undefined : size}
        strokeWidth={strokeWidth === 2 ? undefined : strokeWidth}
        color={color}
        className={className ? `lucide ${className}` : "lucide"}
        aria-hidden={labelled ? undefined : true}
        role={labelled ? "img" : undefined}
        {...rest}
      >
        <use href={`${sprite}#${symbol}`} />
      </svg>
    );
  }
  SpriteIcon.displayName = `SpriteIcon(${symbol})`;
  return SpriteIcon as unknown as LucideIcon;
}
