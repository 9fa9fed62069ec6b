import { useEffect, useRef } from "react";

/** Share of the element that must be visible before it fades in (requirements §9: 0.1). */
const FADE_IN_THRESHOLD = 0.1;

/**
 * Fades its content in once, when 10 % of it becomes visible (transition 1000 ms, see app/styles/motion.css).
 * The server renders everything visible. After hydration one shared IntersectionObserver looks at
 * all sections: a section that is already (partly) on screen stays as it is, so nothing flashes and
 * the hero never moves; only sections still below the fold are hidden until they scroll in.
 * No layout is read during hydration, and under prefers-reduced-motion nothing happens at all.
 */
export function FadeIn({
  as: Tag = "div",
  children,
  className,
}: {
  /** "li" when the item of a list fades in itself, so it needs no wrapper of its own. */
  as?: "div" | "li";
  children: React.ReactNode;
  className?: string;
}) {
  const ref = useRef<HTMLDivElement & HTMLLIElement>(null);
  useEffect(() => {
    const el = ref.current;
    const observer = el && fadeObserver();
    if (!observer) return;
    observer.observe(el);
    return () => observer.unobserve(el);
  }, []);
  return (
    <Tag ref={ref} className={className ? `${className} ${FADE_IN}` : FADE_IN}>
      {children}
    </Tag>
  );
}

/** The class that marks each one in the HTML: a few bytes, on a page with thirty of them. */
const FADE_IN = "fade";

/**
 * Starts the fade-in of every one the server rendered, also those in parts the first hydration
 * leaves as they are (`StaticHtml`), whose effects never run. Observing one twice changes nothing.
 */
export function fadeInServerRendered() {
  const observer = fadeObserver();
  if (observer) for (const el of document.getElementsByClassName(FADE_IN)) observer.observe(el);
}

/** The shared observer, or null where nothing fades (no IntersectionObserver, reduced motion). */
function fadeObserver() {
  const observer = sharedObserver();
  return observer && !window.matchMedia("(prefers-reduced-motion: reduce)").matches ? observer : null;
}

let observer: IntersectionObserver | null | undefined;

function sharedObserver() {
  if (observer !== undefined) return observer;
  if (typeof IntersectionObserver === "undefined") return (observer = null);
  observer = new IntersectionObserver(
    (entries) => {
      for (const { target, intersectionRatio } of entries) {
        const el = target as HTMLElement;
        const state = el.dataset.fade;
        if (state === undefined) {
          // First report after hydration: visible sections stay, the others wait below the fold.
          if (intersectionRatio > 0) observer?.unobserve(el);
          else el.dataset.fade = "pending";
        } else if (state === "pending" && intersectionRatio >= FADE_IN_THRESHOLD) {
          el.dataset.fade = "shown";
          observer?.unobserve(el);
        }
      }
    },
    { threshold: [0, FADE_IN_THRESHOLD] },
  );
  return observer;
}
