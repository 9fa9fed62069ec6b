import type { LucideIcon, LucideProps } from "lucide-react";

/**
 * A Lucide icon drawn as a CSS mask (vite/icon-mask-plugin.ts): the same props as lucide-react's
 * components, but the HTML holds one empty element and the shape comes from a small cached file.
 * Decorative unless it is given a label, like lucide-react's own icons.
 *
 * app/styles/base.css gives `.lucide` its 24 px (a `size-*` class changes it) and paints it in `currentColor`;
 * the icon's class (`i-check`, `i-check-w3` …) names its mask. Stroke widths are drawn into the
 * mask files, so only the widths the plugin found in app/ exist, and another one stops the
 * prerender rather than draw a different icon.
 */
export function maskIcon(classes: Record<number, string>): LucideIcon {
  function MaskIcon({ className, size, strokeWidth = 2, absoluteStrokeWidth, color, ...rest }: LucideProps) {
    void absoluteStrokeWidth; // not used by this site; taken out so it never reaches the DOM
    const mask = classes[Number(strokeWidth)];
    if (!mask) {
      throw new Error(
        `icon ${Object.values(classes)[0]}: stroke width ${strokeWidth} is not built; write it as strokeWidth={number} on the icon`,
      );
    }
    if (size !== undefined || color !== undefined) {
      throw new Error(`icon ${mask}: size and colour come from classes (size-*, text-*), not from props`);
    }
    const labelled = Boolean(rest["aria-label"] || rest["aria-labelledby"]);
    return (
      <span
        className={className ? `lucide ${mask} ${className}` : `lucide ${mask}`}
        aria-hidden={labelled ? undefined : true}
        role={labelled ? "img" : undefined}
        {...(rest as React.HTMLAttributes<HTMLSpanElement>)}
      />
    );
  }
  MaskIcon.displayName = `MaskIcon(${classes[2] ?? Object.values(classes)[0]})`;
  return MaskIcon as unknown as LucideIcon;
}
