import { useEffect, useState } from "react";

/** Where the reader's eye is: a line at 35 % of the viewport height. */
const READING_LINE = 0.35;

/**
 * Id of the section the reader is in: the last of `ids` whose top has passed the reading line,
 * or null above the first one (and on the server). Tables of contents mark it as current.
 * The observer's root reaches from far above the page down to the reading line, so a section
 * "intersects" exactly when its top is above the line. The browser reports every change of that
 * state, also after jumps (anchor links, Home/End), and nothing is measured on scroll.
 */
export function useActiveSection(ids: readonly string[]): string | null {
  const [active, setActive] = useState<string | null>(null);
  const key = ids.join(" ");
  useEffect(() => {
    const order = key.split(" ");
    const elements = order.map((id) => document.getElementById(id)).filter((el): el is HTMLElement => el !== null);
    if (elements.length === 0 || !("IntersectionObserver" in window)) return;
    const passed = new Set<string>();
    const observer = new IntersectionObserver(
      (entries) => {
        for (const entry of entries) {
          if (entry.isIntersecting) passed.add(entry.target.id);
          else passed.delete(entry.target.id);
        }
        setActive(order.findLast((id) => passed.has(id)) ?? null);
      },
      { rootMargin: `100000px 0px -${100 - READING_LINE * 100}% 0px` },
    );
    for (const el of elements) observer.observe(el);
    return () => observer.disconnect();
  }, [key]);
  return active;
}
