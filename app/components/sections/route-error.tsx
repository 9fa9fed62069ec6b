import { Home } from "lucide-react";
import { SiteLink } from "~/components/ui/site-link";
import { useEdition } from "~/lib/page-handle";

/**
 * Route failures (requirements §2.1; reading in docs/decisions/0011-reading-the-requirements.md): the original heading, the status, a friendly text and
 * a way home; `internal` (development only) shows what went wrong.
 */
export function RouteError({ status, internal }: { status: number; internal?: string }) {
  const { errorPage: text } = useEdition();
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-6 py-24">
      <title>{text.title}</title>
      <meta name="robots" content="noindex" />
      <p className="rounded-full bg-warm-300/40 px-3 py-1 text-sm font-semibold text-heading">{text.badge}</p>
      <h1 lang="en" className="text-4xl font-bold sm:text-5xl">
        {text.heading}
      </h1>
      <p className="max-w-xl text-lg" data-testid="error-detail">
        {status} – {status === 404 ? text.notFound : text.failed}
      </p>
      <p className="max-w-xl">{text.text}</p>
      {internal && (
        <pre className="max-w-full overflow-x-auto rounded-lg bg-ink-950 p-4 text-sm text-white">{internal}</pre>
      )}
      <SiteLink
        to={text.home.href}
        className="bg-accent-gradient inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white"
      >
        <Home aria-hidden className="size-4" /> {text.home.label}
      </SiteLink>
    </section>
  );
}
