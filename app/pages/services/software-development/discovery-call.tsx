import { CalendarCheck, Check } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import type { DiscoveryCallContent } from "~/content-model/types";

/** A compact call to action for the free discovery call, directly below a hero. */
export function DiscoveryCall({ title, text, facts, action }: DiscoveryCallContent) {
  return (
    <section aria-labelledby="discovery-title" className="bg-surface py-12 sm:py-14">
      <div className="container-page">
        <div className="card grid items-center gap-8 p-7 sm:p-9 lg:grid-cols-[auto_1fr_auto] lg:gap-10">
          <span className="bg-accent-gradient grid size-16 place-items-center rounded-2xl text-white max-lg:hidden">
            <CalendarCheck aria-hidden className="size-8" />
          </span>
          <div>
            <h2 id="discovery-title" className="text-2xl font-bold sm:text-[1.75rem]">
              {title}
            </h2>
            <p className="mt-2 max-w-2xl">{text}</p>
            <ul className="mt-4 flex flex-wrap gap-x-6 gap-y-2">
              {facts.map((f) => (
                <li key={f} className="flex items-center gap-2 font-medium text-heading">
                  <Check aria-hidden className="size-4 text-accent-600" strokeWidth={3} /> {f}
                </li>
              ))}
            </ul>
          </div>
          <ButtonLink to={action.href} arrow className="sm:justify-self-start lg:justify-self-auto">
            {action.label}
          </ButtonLink>
        </div>
      </div>
    </section>
  );
}
