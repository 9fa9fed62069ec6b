import { CheckCircle2, Lightbulb, Target, TrendingUp, type LucideIcon } from "lucide-react";
import { StaticHtml } from "~/components/ui/static-html";
import { CtaBand } from "~/components/sections/cta-band";
import { ExploreStrip } from "./explore-strip";
import { ProjectHeader } from "./project-header";
import { FadeIn } from "~/components/ui/fade-in";
import type { Reference, StoryBlock } from "./reference-content";
import { site } from "~/content-model/site";
import { fillSlots } from "~/content-model/slots";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import { useEdition } from "~/lib/page-handle";

/**
 * The description of a reference page: while site.ts holds the demo identity, a real company's page says in its
 * link previews too that the case study is invented (issue 40; `demoDescription` of references.yaml).
 */
function referenceDescription(reference: Reference, demoDescription: string) {
  const { description } = reference.meta;
  return site.demo && reference.id !== "example" ? fillSlots(demoDescription, { description }) : description;
}

/** Title, description, canonical, social tags and structured data of a reference page. */
export function caseStudyMeta(reference: Reference, demoDescription: string, { noindex = false } = {}) {
  const { title } = reference.meta;
  const description = referenceDescription(reference, demoDescription);
  return pageMeta({
    title,
    description,
    path: reference.href,
    noindex,
    ogType: "article",
    jsonLd: webPageJsonLd(title, description, reference.href),
  });
}

/** Wide layout of the figures: one row (class names written out so Tailwind finds them). */
const figureColumns: Record<number, string> = { 3: "lg:grid-cols-3", 4: "lg:grid-cols-4" };

const chapters: { key: keyof Reference["story"]; icon: LucideIcon }[] = [
  { key: "challenge", icon: Target },
  { key: "solution", icon: Lightbulb },
  { key: "result", icon: TrendingUp },
];

/**
 * The shared layout of every reference page: project header, the project's figures, the story
 * (challenge, solution, result) beside a fact sheet, a call to action to /contact and the
 * 'discover more projects' strip.
 */
export function CaseStudy({ reference }: { reference: Reference }) {
  const { stripEntries, referencePageText: text } = useEdition();
  // The demo names real companies for invented projects: each page says so of its own (issue 40). The example
  // case study names none and says what it is in its own notice.
  const demoNotice =
    site.demo && reference.id !== "example"
      ? fillSlots(text.demoNotice, { customer: reference.customerInSentence ?? reference.customer })
      : undefined;
  return (
    <>
      {/* All but the strip of other projects (its buttons scroll it) needs no JavaScript (ADR 0023). */}
      <StaticHtml>
        <ProjectHeader
          art={reference.art}
          customer={reference.customer}
          category={reference.category}
          title={reference.title}
          techStack={reference.techStack}
          leistungen={reference.leistungen}
          descriptions={reference.descriptions}
          imageAlt={reference.image.alt}
          notice={reference.notice}
          demoNotice={demoNotice}
        />

        {reference.figures.length > 0 && (
          <section aria-labelledby="figures-title" className="border-b border-hairline bg-surface py-12 sm:py-16">
            <div className="container-page">
              <h2 id="figures-title" className="mb-6 text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">
                {text.figures}
              </h2>
              <dl
                data-testid="project-figures"
                className={`grid grid-cols-2 gap-3 sm:gap-4 ${figureColumns[reference.figures.length] ?? ""}`}
              >
                {reference.figures.map((f, i) => (
                  <div
                    key={f.label}
                    className={`card flex flex-col-reverse justify-end p-5 sm:p-6 ${
                      i === reference.figures.length - 1 && reference.figures.length % 2 ? "max-lg:col-span-2" : ""
                    }`}
                  >
                    <dt className="mt-2 text-sm text-body sm:text-base">{f.label}</dt>
                    {/* Darker ends of the accent gradient than .text-gradient: that one is made for dark bands. */}
                    <dd className="bg-[linear-gradient(90deg,var(--color-accent-600),var(--color-violet-600))] bg-clip-text text-2xl font-extrabold tracking-tight text-transparent sm:text-4xl">
                      {f.value}
                    </dd>
                  </div>
                ))}
              </dl>
            </div>
          </section>
        )}

        <section aria-label={text.report} className="bg-white py-20 sm:py-24">
          <div className="container-page grid gap-14 lg:grid-cols-[minmax(0,1fr)_20rem] lg:gap-16">
            <div className="space-y-16">
              {chapters.map((c, i) => (
                <Chapter
                  key={c.key}
                  index={i + 1}
                  label={text.chapters[c.key]}
                  icon={c.icon}
                  block={reference.story[c.key]}
                />
              ))}
            </div>
            <aside aria-labelledby="facts-title" className="lg:sticky lg:top-28 lg:self-start">
              <div className="rounded-card border border-hairline bg-surface p-7">
                <h2 id="facts-title" className="text-xl font-semibold">
                  {text.facts.title}
                </h2>
                <dl className="mt-5 space-y-4">
                  <Fact label={text.facts.customer} value={reference.customer} />
                  {reference.facts.map((f) => (
                    <Fact key={f.label} label={f.label} value={f.value} />
                  ))}
                </dl>
              </div>
            </aside>
          </div>
        </section>

        <CtaBand title={reference.cta.title} text={reference.cta.text} button={text.cta} />
      </StaticHtml>

      <ExploreStrip items={stripEntries(reference.id)} />
    </>
  );
}

function Chapter({
  index,
  label,
  icon: Icon,
  block,
}: {
  index: number;
  label: string;
  icon: LucideIcon;
  block: StoryBlock;
}) {
  return (
    <FadeIn>
      <article className="grid gap-5 sm:grid-cols-[3.5rem_minmax(0,1fr)] sm:gap-7">
        <span className="hidden size-14 place-items-center rounded-2xl bg-accent-50 text-accent-600 sm:grid">
          <Icon aria-hidden className="size-6" />
        </span>
        <div>
          <p className="text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">
            {String(index).padStart(2, "0")} · {label}
          </p>
          <h2 className="mt-2 text-2xl font-bold sm:text-3xl">{block.title}</h2>
          <div className="mt-5 space-y-4 text-lg">
            {block.paragraphs.map((p) => (
              <p key={p.slice(0, 32)}>{p}</p>
            ))}
          </div>
          {block.points && (
            <ul className="mt-6 grid gap-3 sm:grid-cols-2">
              {block.points.map((p) => (
                <li key={p} className="flex gap-3 rounded-xl border border-hairline bg-white p-4 shadow-card">
                  <CheckCircle2 aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  <span className="text-heading">{p}</span>
                </li>
              ))}
            </ul>
          )}
        </div>
      </article>
    </FadeIn>
  );
}

function Fact({ label, value }: { label: string; value: string }) {
  return (
    <div className="border-b border-hairline pb-4 last:border-0 last:pb-0">
      <dt className="text-sm font-medium text-muted">{label}</dt>
      <dd className="mt-0.5 font-semibold text-heading">{value}</dd>
    </div>
  );
}
