import { Minus, Plus } from "lucide-react";
import { useState } from "react";
import { Section, SectionHeading } from "~/components/ui/section";

export type FaqItem = { question: string; answer: string };

/**
 * Questions whose answers expand and collapse on click (SPEC §2.5, §4). Each question is a real
 * disclosure: a button with aria-expanded and aria-controls inside a heading, so it is reachable
 * with Tab and toggled with Enter or Space. Several answers may be open at once.
 */
export function Faq({ items, idPrefix = "faq" }: { items: readonly FaqItem[]; idPrefix?: string }) {
  const [open, setOpen] = useState<ReadonlySet<number>>(new Set());
  const toggle = (i: number) =>
    setOpen((prev) => {
      const next = new Set(prev);
      if (next.has(i)) next.delete(i);
      else next.add(i);
      return next;
    });

  return (
    <div
      className="divide-y divide-hairline rounded-card border border-hairline bg-white shadow-card"
      data-testid="faq"
    >
      {items.map((item, i) => {
        const isOpen = open.has(i);
        const buttonId = `${idPrefix}-question-${i}`;
        const panelId = `${idPrefix}-answer-${i}`;
        const Icon = isOpen ? Minus : Plus;
        return (
          <div key={item.question}>
            <h3 className="text-lg font-semibold">
              <button
                type="button"
                id={buttonId}
                aria-expanded={isOpen}
                aria-controls={panelId}
                onClick={() => toggle(i)}
                className="flex w-full items-center gap-5 rounded-card px-6 py-5 text-left transition-colors hover:text-accent-700 sm:px-8 sm:py-6"
              >
                <span className="flex-1">{item.question}</span>
                <span
                  className={`grid size-9 shrink-0 place-items-center rounded-full border transition-colors ${
                    isOpen ? "bg-accent-gradient border-transparent text-white" : "border-hairline text-accent-600"
                  }`}
                >
                  <Icon aria-hidden className="size-4" />
                </span>
              </button>
            </h3>
            <div id={panelId} role="region" aria-labelledby={buttonId} hidden={!isOpen}>
              <p className="max-w-3xl px-6 pb-6 sm:px-8 sm:pb-7">{item.answer}</p>
            </div>
          </div>
        );
      })}
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
    <Section id="faq" tone={tone} labelledBy="faq-title">
      <div className="grid lg:grid-cols-[1fr_2fr] lg:gap-16">
        <SectionHeading id="faq-title" eyebrow={eyebrow} title={title} />
        <Faq items={items} />
      </div>
    </Section>
  );
}
