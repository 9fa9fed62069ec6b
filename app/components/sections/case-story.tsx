import { ArrowRight } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { FadeIn } from "~/components/ui/fade-in";
import { Drawing } from "~/components/ui/drawing";
import { avatarArt } from "~/content-model/people";
import type { CaseStoryContent } from "~/content-model/types";
import { quoted } from "~/content-model/format";
import { useEdition } from "~/lib/page-handle";
import { Eyebrow, Paragraphs } from "~/components/ui/section";

/** A customer story on a dark band: narrative, result figures, a quote and a drawn image. */
export function CaseStory({
  eyebrow,
  title,
  paragraphs,
  figures,
  quote,
  link,
  image,
}: CaseStoryContent & { image: React.ReactNode }) {
  const { language } = useEdition();
  return (
    <section
      aria-labelledby="story-title"
      className="on-dark relative overflow-hidden bg-ink-950 py-20 text-ink-200 sm:py-24"
    >
      <div
        aria-hidden
        className="absolute inset-0 bg-[radial-gradient(45%_60%_at_100%_0%,rgb(139_92_246/0.25),transparent)]"
      />
      <div className="container-page relative grid items-center gap-12 xl:grid-cols-[1.15fr_1fr] xl:gap-16">
        <div>
          <Eyebrow dark>{eyebrow}</Eyebrow>
          <h2 id="story-title" className="text-3xl font-bold text-white sm:text-4xl lg:text-[2.75rem]">
            {title}
          </h2>
          <Paragraphs items={paragraphs} className="mt-6 space-y-4 text-lg" />
          <dl className="mt-8 grid gap-4 sm:grid-cols-3">
            {figures.map((f) => (
              <div
                key={f.label}
                className="flex flex-col-reverse justify-end rounded-xl border border-white/10 bg-white/5 p-5"
              >
                <dt className="mt-1 text-sm text-ink-300">{f.label}</dt>
                <dd className="text-gradient text-xl font-extrabold tracking-tight tabular-nums md:text-2xl xl:text-[1.75rem]">
                  {f.value}
                </dd>
              </div>
            ))}
          </dl>
          {link && (
            <SiteLink
              to={link.href}
              className="group mt-8 inline-flex items-center gap-2 font-semibold text-warm-300 underline-offset-4 hover:underline"
            >
              {link.label}
              <ArrowRight aria-hidden className="arrow-nudge size-4" />
            </SiteLink>
          )}
        </div>
        <FadeIn className="mx-auto w-full max-w-xl xl:max-w-none">
          <div className="overflow-hidden rounded-card border border-white/10">{image}</div>
          {quote && (
            <figure className="relative mx-4 -mt-10 rounded-card bg-white p-6 text-body shadow-lift sm:mx-8">
              <blockquote className="text-[1.05rem] leading-relaxed text-heading">
                <p>{quoted(quote.text, language)}</p>
              </blockquote>
              <figcaption className="mt-5 flex items-center gap-3">
                <Drawing art={avatarArt(quote.avatar)} alt="" width={48} className="rounded-full" />
                <span>
                  <span className="block font-semibold text-heading">{quote.name}</span>
                  <span className="block text-sm text-muted">{quote.role}</span>
                </span>
              </figcaption>
            </figure>
          )}
        </FadeIn>
      </div>
    </section>
  );
}
