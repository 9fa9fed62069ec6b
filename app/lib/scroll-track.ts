export type Direction = "prev" | "next";

/**
 * Scrolls a horizontal track (a scroll container of <li> cards) by one card and its gap, smoothly
 * unless the visitor asks for reduced motion. Returns false when there is nothing to scroll.
 */
export function scrollByCard(track: HTMLElement | null, direction: Direction): boolean {
  const card = track?.querySelector("li");
  if (!track || !card) return false;
  const gap = parseFloat(getComputedStyle(track).columnGap) || 0;
  const step = card.getBoundingClientRect().width + gap;
  const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
  track.scrollBy({ left: direction === "next" ? step : -step, behavior: reduce ? "auto" : "smooth" });
  return true;
}
