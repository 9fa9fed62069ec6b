type Tone = "white" | "surface" | "dark";

const tones: Record<Tone, string> = {
  white: "bg-white",
  surface: "bg-surface",
  dark: "on-dark bg-ink-950 text-ink-200",
};

type SectionProps = {
  id?: string;
  tone?: Tone;
  className?: string;
  /** Eyebrow, title and intro above the content, as an h2 with the id `headingId`. */
  heading?: { eyebrow?: string; title: React.ReactNode; intro?: React.ReactNode };
  /** Id of the section's heading: its accessible name. Pass it alone when the heading is placed in a layout of its own. */
  headingId?: string;
  children: React.ReactNode;
};

/**
 * A full-width band with the 1200 px content column inside: the one place for a section's
 * background, spacing, heading and accessible name.
 */
export function Section({ id, tone = "white", className = "", heading, headingId, children }: SectionProps) {
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className={`${tones[tone]} py-20 sm:py-24${className ? ` ${className}` : ""}`}
    >
      <div className="container-page">
        {heading && <SectionHeading id={headingId} {...heading} />}
        {children}
      </div>
    </section>
  );
}

type HeadingProps = {
  id?: string;
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  align?: "left" | "center";
  dark?: boolean;
  as?: "h1" | "h2";
  /** Replaces the default bottom margin (mb-12), e.g. "mb-6" or "mb-0". */
  className?: string;
};

/** Eyebrow, heading and intro of a section. */
export function SectionHeading({
  id,
  eyebrow,
  title,
  intro,
  align = "left",
  dark,
  as: Tag = "h2",
  className = "mb-12",
}: HeadingProps) {
  const center = align === "center" ? " mx-auto text-center" : "";
  return (
    <div className={`${className} max-w-3xl${center}`}>
      {eyebrow && <p className={dark ? "eyebrow text-warm-300" : "eyebrow"}>{eyebrow}</p>}
      <Tag id={id} className={dark ? "section-title text-white" : "section-title"}>
        {title}
      </Tag>
      {intro && <div className={`mt-5 text-lg ${dark ? "text-ink-200" : "text-body"}`}>{intro}</div>}
    </div>
  );
}

/** The small label above a heading. */
export function Eyebrow({ children, dark }: { children: React.ReactNode; dark?: boolean }) {
  return <p className={dark ? "eyebrow text-warm-300" : "eyebrow"}>{children}</p>;
}

/** Running text given as paragraphs. */
export function Paragraphs({ items, className }: { items: readonly string[]; className: string }) {
  return (
    <div className={className}>
      {items.map((p) => (
        <p key={p.slice(0, 32)}>{p}</p>
      ))}
    </div>
  );
}
