import { ArrowLeft, ArrowRight, Quote } from "lucide-react";
import { useId, useRef } from "react";
import { Drawing } from "~/components/ui/drawing";
import { avatarArt } from "~/content-model/people";
import { useAdoptedState } from "~/hooks/use-adopted-state";
import { scrollByCard, type Direction } from "~/lib/scroll-track";
import { useEdition } from "~/lib/page-handle";
import type { Testimonial } from "~/content-model/edition";
import { quoted } from "~/content-model/format";

const directions = ["prev", "next"] as const satisfies readonly Direction[];

/**
 * Testimonial carousel (requirements §2.3 item 10). Each button press scrolls by one card width, smoothly
 * unless reduced motion is requested; the last direction pressed is highlighted. The track is a
 * native scroll container with scroll snapping, so touch, trackpad and arrow keys work without
 * JavaScript; before hydration the first-touch script runs the buttons (lib/first-touch.client.ts)
 * and React adopts the direction it highlighted. The track's scroll padding equals its inline
 * padding, so the first card's snap position is where the track starts: nothing moves on load.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const { carouselText: text, language } = useEdition();
  const id = useId();
  const track = useRef<HTMLUListElement>(null);
  const [last, setLast] = useAdoptedState<Direction | null>(
    id,
    (el) => directions.find((d) => el.querySelector(`[data-carousel-step="${d}"][data-active="true"]`)) ?? null,
    null,
  );

  const scroll = (direction: Direction) => {
    if (scrollByCard(track.current, direction)) setLast(direction);
  };

  return (
    // data-carousel, data-carousel-step, data-active: the first-touch script's handles (first-touch-hooks.ts).
    <div id={id} data-carousel>
      <ul
        ref={track}
        tabIndex={0}
        aria-label={text.track}
        data-testid="testimonial-track"
        className="-mx-5 flex snap-x snap-mandatory scroll-px-5 gap-5 overflow-x-auto scroll-smooth px-5 pb-4 [scrollbar-width:none] motion-reduce:scroll-auto sm:mx-0 sm:scroll-px-0 sm:px-0 [&::-webkit-scrollbar]:hidden"
      >
        {items.map((t) => (
          <li key={t.name} className="testimonial card">
            <div className="flex items-center justify-between">
              <Quote aria-hidden className="size-8 text-accent-300" />
              <span className="badge">{t.badge}</span>
            </div>
            <blockquote>
              <p>{quoted(t.comment, language)}</p>
            </blockquote>
            <figure>
              <Drawing art={avatarArt(t.avatar)} alt="" width={52} className="rounded-full" />
              <figcaption>
                <span>{t.name}</span>
                <span>{t.title}</span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
      {/* Without scripts the track scrolls natively (swipe, keys); buttons that do nothing are left out. */}
      <div className="mt-8 flex justify-center gap-3 noscript:hidden sm:justify-end">
        {directions.map((d) => {
          const Icon = d === "prev" ? ArrowLeft : ArrowRight;
          return (
            <button
              key={d}
              type="button"
              onClick={() => scroll(d)}
              data-carousel-step={d}
              data-active={last === d}
              aria-label={d === "prev" ? text.previous : text.next}
              className="carousel-button"
            >
              <Icon aria-hidden className="size-5" />
            </button>
          );
        })}
      </div>
    </div>
  );
}
