import { useEffect, useRef } from "react";

/** Share of the element that must be visible before it fades in (SPEC §9: 0.1). */
export const FADE_IN_THRESHOLD = 0.1;

/**
 * Fades its content in once, when 10 % of it becomes visible (transition 1000 ms, see app.css).
 * The server renders everything visible; after hydration only elements still below the fold are
 * hidden, so nothing flashes, the hero never moves and search engines see all content.
 * Under prefers-reduced-motion nothing is hidden or animated.
 */
export function FadeIn({ children, className = "" }: { children: React.ReactNode; className?: string }) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const el = ref.current;
    if (!el || !("IntersectionObserver" in window)) return;
    if (window.matchMedia("(prefers-reduced-motion: reduce)").matches) return;
    if (el.getBoundingClientRect().top < window.innerHeight) return; // already on screen
    el.dataset.fade = "pending";
    const observer = new IntersectionObserver(
      ([entry]) => {
        if (entry?.isIntersecting) {
          el.dataset.fade = "shown";
          observer.disconnect();
        }
      },
      { threshold: FADE_IN_THRESHOLD },
    );
    observer.observe(el);
    return () => observer.disconnect();
  }, []);
  return (
    <div ref={ref} className={className}>
      {children}
    </div>
  );
}
