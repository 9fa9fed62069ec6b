import { Minus, Plus } from "lucide-react";
import { Section, SectionHeading } from "~/components/ui/section";
import type { FaqItem } from "~/content-model/types";

/**
 * Questions whose answers expand and collapse on click (requirements §2.5, §4): one <details> per question,
 * so they work from the HTML alone, with Tab and Enter or Space, before and after hydration.
 * Several answers may be open at once.
 */
function Faq({ items }: { items: readonly FaqItem[] }) {
  return (
    <div className="card divide-y divide-hairline" data-testid="faq">
      {items.map((item) => (
        <details key={item.question} className="group">
          <summary className="flex w-full cursor-pointer list-none items-center gap-5 rounded-card px-6 py-5 text-left transition-colors hover:text-accent-700 sm:px-8 sm:py-6 [&::-webkit-details-marker]:hidden">
            <h3 className="flex-1 text-lg font-semibold">{item.question}</h3>
            <span className="grid size-9 shrink-0 place-items-center rounded-full border border-hairline text-accent-600 transition-colors group-open:bg-accent-gradient group-open:border-transparent group-open:text-white">
              <Plus aria-hidden className="size-4 group-open:hidden" />
              <Minus aria-hidden className="hidden size-4 group-open:block" />
            </span>
          </summary>
          <p className="max-w-3xl px-6 pb-6 sm:px-8 sm:pb-7">{item.answer}</p>
        </details>
      ))}
    </div>
  );
}

/** A section with id "faq": heading beside the questions on wide screens, above them on narrow ones. */
export function FaqSection({
  eyebrow,
  title,
  items,
  tone = "surface",
}: {
  eyebrow?: string;
  title: string;
  items: readonly FaqItem[];
  tone?: "white" | "surface";
}) {
  return (
    <Section id="faq" tone={tone} headingId="faq-title">
      <div className="grid lg:grid-cols-[1fr_2fr] lg:gap-16">
        <SectionHeading id="faq-title" eyebrow={eyebrow} title={title} />
        <Faq items={items} />
      </div>
    </Section>
  );
}
