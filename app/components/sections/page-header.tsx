type Props = {
  eyebrow?: string;
  title: React.ReactNode;
  intro?: React.ReactNode;
  children?: React.ReactNode;
  /** Above the eyebrow: where the page sits (breadcrumbs). */
  before?: React.ReactNode;
};

/** Dark title band for inner pages: eyebrow, the page's h1 and an intro. */
export function PageHeader({ eyebrow, title, intro, children, before }: Props) {
  return (
    <section aria-labelledby="page-title" className="on-dark relative overflow-hidden bg-ink-950 text-ink-200">
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(50%_70%_at_85%_0%,rgb(79_99_255/0.3),transparent),radial-gradient(35%_60%_at_0%_100%,rgb(139_92_246/0.2),transparent)]"
      />
      <div className="container-page relative py-16 sm:py-20 lg:py-24">
        {before && <div className="mb-8">{before}</div>}
        {eyebrow && <p className="mb-4 text-sm font-semibold tracking-[0.14em] text-warm-300 uppercase">{eyebrow}</p>}
        <h1
          id="page-title"
          className="max-w-4xl text-4xl font-extrabold tracking-[-0.03em] text-white sm:text-5xl lg:text-6xl"
        >
          {title}
        </h1>
        {intro && <div className="mt-6 max-w-2xl text-lg leading-relaxed sm:text-xl">{intro}</div>}
        {children}
      </div>
    </section>
  );
}
