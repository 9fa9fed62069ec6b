/**
 * Slowly moving text banner; pauses on hover, stands still under reduced motion. The text is
 * repeated four times for the loop, so the sparkle between the phrases is drawn by CSS
 * (`.banner-row`, app/styles/components.css) rather than repeated as inline SVG in every copy.
 * A section of the page, so it is rendered only when it nears the viewport (app/styles/base.css): its
 * animation and its sparkle's image wait until then.
 */
export function MovingBanner({ label, items }: { label: string; items: readonly string[] }) {
  return (
    <section className="marquee bg-accent-gradient overflow-hidden py-5 text-white" aria-label={label}>
      <p className="sr-only">{items.join(", ")}</p>
      <div className="marquee-track flex w-max [animation-duration:40s]" aria-hidden>
        {[0, 1, 2, 3].map((copy) => (
          <ul key={copy} className="banner-row">
            {items.map((t) => (
              <li key={t}>{t}</li>
            ))}
          </ul>
        ))}
      </div>
    </section>
  );
}
