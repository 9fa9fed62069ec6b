import { ArrowLeft, ArrowRight, Quote } from "lucide-react";
import { useEffect, useRef, useState } from "react";
import { Drawing } from "~/components/ui/drawing";
import { avatarArt } from "~/content/people";
import { useHydrated } from "~/hooks/use-hydrated";
import { scrollByCard, type Direction } from "~/lib/scroll-track";
import { carouselText as text, type Testimonial } from "~/content/testimonials";

/**
 * Testimonial carousel (requirements §2.3 item 10). Each button press scrolls by one card width, smoothly
 * unless reduced motion is requested; the last direction pressed is highlighted. The track is a
 * native scroll container, so touch, trackpad and arrow keys work too, also before hydration;
 * the two buttons need JavaScript and are disabled until it has arrived.
 */
export function Testimonials({ items }: { items: readonly Testimonial[] }) {
  const track = useRef<HTMLUListElement>(null);
  const [last, setLast] = useState<Direction | null>(null);
  const hydrated = useHydrated();
  // Scroll snapping starts after the first paint: Chrome treats the initial snap of a mandatory
  // snap container as a scroll, which ends Largest Contentful Paint measurement before it began.
  const [snap, setSnap] = useState(false);
  useEffect(() => setSnap(true), []);

  const scroll = (direction: Direction) => {
    if (scrollByCard(track.current, direction)) setLast(direction);
  };

  return (
    <div>
      <ul
        ref={track}
        tabIndex={0}
        aria-label={text.track}
        data-testid="testimonial-track"
        className={`-mx-5 flex ${snap ? "snap-x snap-mandatory" : ""} gap-5 overflow-x-auto scroll-smooth px-5 pb-4 [scrollbar-width:none] motion-reduce:scroll-auto sm:mx-0 sm:px-0 [&::-webkit-scrollbar]:hidden`}
      >
        {items.map((t) => (
          <li key={t.name} className="testimonial card">
            <div className="flex items-center justify-between">
              <Quote aria-hidden className="size-8 text-accent-300" />
              <span className="badge">{t.badge}</span>
            </div>
            <blockquote>
              <p>„{t.comment}“</p>
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
      <div className="mt-8 flex justify-center gap-3 sm:justify-end">
        {(["prev", "next"] as const).map((d) => {
          const active = last === d;
          const Icon = d === "prev" ? ArrowLeft : ArrowRight;
          return (
            <button
              key={d}
              type="button"
              onClick={() => scroll(d)}
              disabled={!hydrated}
              data-active={active}
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
