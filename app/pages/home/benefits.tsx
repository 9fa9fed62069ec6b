import { ChevronDown } from "lucide-react";
import { FadeIn } from "~/components/ui/fade-in";
import { Icon } from "~/components/ui/icon";
import type { Benefit } from "./home-content";

const columnStart = { left: "lg:col-start-1", middle: "lg:col-start-2", right: "lg:col-start-3" } as const;

/**
 * Benefits (requirements §2.3 item 9). Above 1000 px a grid of cards in three columns (by `position`);
 * at 1000 px or less an accordion whose items open and close on click. Each item is a <details>,
 * so the accordion works from the HTML alone; above 1000 px its summary gives way to the card's
 * heading and the text is always shown (app/styles/components.css, `.benefit`). One markup for every width, so the
 * server-rendered HTML fits and nothing shifts on hydration.
 */
export function Benefits({ items }: { items: readonly Benefit[] }) {
  return (
    <ul className="grid gap-3 lg:grid-cols-3 lg:gap-5" data-testid="benefits">
      {items.map((b) => {
        return (
          <FadeIn as="li" key={b.heading} className={`${columnStart[b.position]} flex`}>
            <details className="benefit card">
              <summary className="benefit-summary">
                <Icon name={b.icon} aria-hidden />
                <h3>{b.heading}</h3>
                <ChevronDown aria-hidden />
              </summary>
              <h3 className="benefit-heading">
                <span className="icon-tile mb-5">
                  <Icon name={b.icon} aria-hidden className="size-6" />
                </span>
                {b.heading}
              </h3>
              <p className="benefit-text">{b.text}</p>
            </details>
          </FadeIn>
        );
      })}
    </ul>
  );
}
