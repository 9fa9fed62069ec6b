import { useEffect, useRef } from "react";
import { useActiveSection } from "~/hooks/use-active-section";
import type { TocItem } from "~/content-model/types";

/**
 * Table of contents of a page as a bar that sticks below the fixed header: plain anchor links,
 * so it works before hydration; afterwards the section being read is marked (aria-current).
 * On narrow screens the bar scrolls horizontally.
 */
export function PageToc({ label, items }: { label: string; items: readonly TocItem[] }) {
  const active = useActiveSection(items.map((i) => i.id));
  const list = useRef<HTMLOListElement>(null);
  // On narrow screens the bar scrolls sideways: keep the current item in view.
  useEffect(() => {
    const ol = list.current;
    const current = ol?.querySelector<HTMLElement>("[aria-current]");
    if (!ol || !current || ol.scrollWidth <= ol.clientWidth) return;
    const reduce = window.matchMedia("(prefers-reduced-motion: reduce)").matches;
    ol.scrollTo({ left: current.offsetLeft - 16, behavior: reduce ? "auto" : "smooth" });
  }, [active]);
  return (
    <nav
      aria-label={label}
      className="sticky top-16 z-30 border-b border-hairline bg-white/95 backdrop-blur-md"
      data-testid="page-toc"
    >
      <div className="container-page flex items-center gap-6">
        <p className="shrink-0 text-sm font-semibold text-muted max-md:hidden">{label}</p>
        <ol
          ref={list}
          className="relative -mx-2 flex gap-1 overflow-x-auto py-2.5 [scrollbar-width:none] max-md:pr-12 max-md:[mask-image:linear-gradient(to_right,black_80%,transparent)] [&::-webkit-scrollbar]:hidden"
        >
          {items.map((item) => {
            const current = active === item.id;
            return (
              <li key={item.id} className="shrink-0">
                <a
                  href={`#${item.id}`}
                  aria-current={current ? "location" : undefined}
                  className={`block rounded-full px-4 py-2 text-sm font-semibold transition-colors ${
                    current ? "bg-accent-50 text-accent-700" : "text-heading hover:bg-surface hover:text-accent-700"
                  }`}
                >
                  {item.label}
                </a>
              </li>
            );
          })}
        </ol>
      </div>
    </nav>
  );
}
