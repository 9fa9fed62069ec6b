import wordmarkStrip from "~/assets/generated/wordmarks.svg?url";
import type { CustomerMark } from "~/content-model/edition";

/**
 * Slowly scrolling strip of customer wordmarks. The list is rendered twice for a seamless loop;
 * the copy is hidden from assistive technology. Pauses on hover, stands still under reduced motion.
 * Each wordmark is an empty element masked with its cell of one strip of all wordmarks
 * (vite/wordmark-mask-plugin.ts): one image document for the whole strip, not one per wordmark.
 * Unless the strip is on the first screen, that image waits until the visitor begins to use the page
 * (`.logo-strip` in app/styles/components.css); the file is prefetched meanwhile, so that only the
 * image's document is built then (React hoists the `<link>` into the head).
 */
export function LogoStrip({ label, customers }: { label: string; customers: readonly CustomerMark[] }) {
  return (
    <section aria-label={label} className="logo-strip border-b border-hairline bg-white py-10">
      <link rel="prefetch" href={wordmarkStrip} crossOrigin="anonymous" />
      <p className="container-page mb-6 text-center text-sm font-semibold tracking-[0.14em] text-muted uppercase">
        {label}
      </p>
      <div className="marquee relative overflow-hidden [mask-image:linear-gradient(to_right,transparent,black_10%,black_90%,transparent)]">
        <div className="marquee-track flex w-max">
          {[0, 1].map((copy) => (
            <ul key={copy} aria-hidden={copy === 1 || undefined} className="logo-row">
              {customers.map((c) => (
                <li key={c.name}>
                  <span role="img" aria-label={c.name} className={`wordmark ${wordmarkClass(c.logo)}`} />
                </li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </section>
  );
}

/** "logos/edeka" (a file in app/assets/art/logos, checked by the content schema) → its cell's class. */
function wordmarkClass(logo: string): string {
  return `wordmark-${logo.slice(logo.indexOf("/") + 1)}`;
}
