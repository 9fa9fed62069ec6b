import { ArrowLeft, ArrowRight, ArrowUpRight } from "lucide-react";
import { useCallback, useEffect, useRef, useState } from "react";
import { FadeIn } from "~/components/ui/fade-in";
import type { ProjectScene, ReferenceTeaser } from "~/content-model/references/types";
import { ProjectImage } from "../../components/sections/reference-cards";
import { scrollByCard, type Direction } from "~/lib/scroll-track";
import { useEdition } from "~/lib/page-handle";

export type ExploreItem = {
  id: ProjectScene;
  href: string;
  category: string;
  caption: string;
  art: ReferenceTeaser["art"];
};

/**
 * 'discover more projects' (requirements §2.7): a horizontally scrolling strip of project cards (caption,
 * image, link) at the end of every reference page. Each card opens its page in a new tab.
 * The track is a native scroll container, so touch and trackpads work as usual; it is focusable,
 * so arrow keys scroll it; prev/next buttons move by one card; and a vertical mouse wheel over the
 * track scrolls it sideways until an end is reached, then the page scrolls on.
 * Focus rings are drawn inset: the scroll container would clip an outline drawn outside a card.
 */
export function ExploreStrip({ items }: { items: ExploreItem[] }) {
  const { referencePageText: text } = useEdition();
  const track = useRef<HTMLUListElement>(null);
  const [edges, setEdges] = useState({ start: true, end: false });

  const update = useCallback(() => {
    const el = track.current;
    if (!el) return;
    const max = el.scrollWidth - el.clientWidth;
    setEdges({ start: el.scrollLeft <= 1, end: el.scrollLeft >= max - 1 });
  }, []);

  useEffect(() => {
    const el = track.current;
    if (!el) return;
    update();
    const onWheel = (e: WheelEvent) => {
      if (e.ctrlKey || Math.abs(e.deltaY) <= Math.abs(e.deltaX)) return; // zoom or a real sideways scroll
      const delta = e.deltaMode === WheelEvent.DOM_DELTA_LINE ? e.deltaY * 32 : e.deltaY;
      const max = el.scrollWidth - el.clientWidth;
      const canMove = delta > 0 ? el.scrollLeft < max - 1 : el.scrollLeft > 1;
      if (!canMove) return; // at an end: let the page scroll
      e.preventDefault();
      el.scrollLeft += delta;
    };
    // Not passive: the handler must be able to keep the page from scrolling while the strip moves.
    el.addEventListener("wheel", onWheel, { passive: false });
    window.addEventListener("resize", update);
    return () => {
      el.removeEventListener("wheel", onWheel);
      window.removeEventListener("resize", update);
    };
  }, [update]);

  const scroll = (direction: Direction) => scrollByCard(track.current, direction);

  return (
    <section
      aria-labelledby="explore-title"
      data-testid="explore-strip"
      // The same strip ends every reference page, like navigation: exempt from the repeated-sentence check.
      data-copy="navigation"
      className="overflow-hidden bg-surface py-20 sm:py-24"
    >
      <div className="container-page">
        <FadeIn>
          <div className="mb-10 flex flex-col justify-between gap-6 sm:flex-row sm:items-end">
            <div className="max-w-2xl">
              <p className="eyebrow">{text.strip.eyebrow}</p>
              <h2 id="explore-title" lang="en" className="section-title">
                {text.strip.title}
              </h2>
              <p className="mt-4 text-lg">{text.strip.intro}</p>
            </div>
            <div className="flex shrink-0 gap-3">
              {(["prev", "next"] as const).map((d) => {
                const Icon = d === "prev" ? ArrowLeft : ArrowRight;
                const disabled = d === "prev" ? edges.start : edges.end;
                return (
                  <button
                    key={d}
                    type="button"
                    onClick={() => scroll(d)}
                    disabled={disabled}
                    aria-controls="explore-track"
                    aria-label={d === "prev" ? text.strip.previous : text.strip.next}
                    className="grid size-12 place-items-center rounded-full border border-hairline bg-white text-heading transition hover:border-accent-300 hover:bg-accent-50 disabled:cursor-default disabled:opacity-40 disabled:hover:border-hairline disabled:hover:bg-white"
                  >
                    <Icon aria-hidden className="size-5" />
                  </button>
                );
              })}
            </div>
          </div>
        </FadeIn>
        <ul
          ref={track}
          id="explore-track"
          tabIndex={0}
          onScroll={update}
          aria-label={text.strip.track}
          data-testid="explore-track"
          className="-mx-5 flex snap-x rounded-card focus-visible:outline-offset-[-3px] snap-mandatory scroll-px-5 gap-5 overflow-x-auto overscroll-x-contain px-5 pt-2 pb-6 [scrollbar-width:thin] sm:-mx-2 sm:scroll-px-2 sm:px-2"
        >
          {items.map((item) => (
            <li
              key={item.href}
              className="relative flex w-[82%] shrink-0 snap-start sm:w-[calc((100%-1.25rem)/2)] lg:w-[calc((100%-2.5rem)/3)]"
            >
              <a
                href={item.href}
                target="_blank"
                rel="noopener"
                className="group card card-lift flex w-full flex-col overflow-hidden focus-visible:outline-offset-[-3px]"
              >
                <ProjectImage art={item.art} />
                <div className="flex flex-1 flex-col p-6">
                  <p className="text-xs font-semibold tracking-[0.12em] text-accent-600 uppercase">{item.category}</p>
                  <h3 className="mt-2 flex-1 text-lg font-semibold">{item.caption}</h3>
                  <span className="mt-5 inline-flex items-center gap-1.5 text-sm font-semibold text-accent-700">
                    {text.strip.open}
                    <ArrowUpRight aria-hidden className="arrow-nudge-up size-4" />
                    <span className="sr-only">{text.strip.newTab}</span>
                  </span>
                </div>
              </a>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
