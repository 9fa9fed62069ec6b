import { FadeIn } from "~/components/ui/fade-in";

type Figure = { value: string; label: string };

/**
 * Key figures. Above 920 px one row with dividers; at 920 px or less a two-column grid (requirements §4).
 */
export function KeyFigures({ title, items }: { title: string; items: readonly Figure[] }) {
  return (
    <section aria-labelledby="key-figures-title" className="on-dark bg-ink-950 py-20">
      <div className="container-page">
        <FadeIn>
          <h2 id="key-figures-title" className="mb-12 text-center text-3xl font-bold text-white sm:text-4xl">
            {title}
          </h2>
          <dl className="grid grid-cols-2 gap-x-6 gap-y-10 md:flex md:justify-between md:gap-0 md:divide-x md:divide-white/10">
            {items.map((f, i) => (
              <div
                key={f.label}
                className={i === items.length - 1 && items.length % 2 ? "key-figure max-md:col-span-2" : "key-figure"}
              >
                <dt>{f.label}</dt>
                <dd>{f.value}</dd>
              </div>
            ))}
          </dl>
        </FadeIn>
      </div>
    </section>
  );
}
