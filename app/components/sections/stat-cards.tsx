import { FadeIn } from "~/components/ui/fade-in";
import type { StatItem } from "~/content-model/types";

/** Claims as large figures on light cards; the value is read first ("6 Wochen bis zum MVP"). */
export function StatCards({ items }: { items: readonly StatItem[] }) {
  return (
    <dl className="grid gap-4 min-[480px]:grid-cols-2 lg:grid-cols-3" data-testid="stat-cards">
      {items.map((item) => (
        <FadeIn key={item.label} className="card flex flex-col-reverse justify-end p-7">
          <dt className="mt-2 text-base">{item.label}</dt>
          <dd className="bg-accent-gradient w-fit bg-clip-text text-4xl font-extrabold tracking-tight text-transparent tabular-nums sm:text-5xl">
            {item.value}
          </dd>
        </FadeIn>
      ))}
    </dl>
  );
}
