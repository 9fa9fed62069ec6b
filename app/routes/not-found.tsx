import { ArrowRight, Home } from "lucide-react";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { notFoundPage as content } from "~/content/not-found";
import type { Route } from "./+types/not-found";

export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => [{ title: content.title }, { name: "robots", content: "noindex" }];

export default function NotFound() {
  return (
    <section
      aria-labelledby="page-title"
      className="container-page grid min-h-[65vh] items-center gap-12 py-20 lg:grid-cols-2"
    >
      <div>
        <p className="text-gradient text-7xl font-extrabold tracking-tight sm:text-8xl">404</p>
        <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
          {content.heading}
        </h1>
        <p className="mt-5 max-w-lg text-lg">{content.text}</p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={content.home.href}>
            <Home aria-hidden className="size-4" /> {content.home.label}
          </ButtonLink>
          <ButtonLink to={content.contact.href} variant="outline">
            {content.contact.label}
          </ButtonLink>
        </div>
      </div>
      <nav aria-label={content.suggestionsTitle} className="rounded-card border border-hairline bg-surface p-8">
        <h2 className="mb-4 text-lg font-semibold">{content.suggestionsTitle}</h2>
        <ul className="divide-y divide-hairline">
          {content.suggestions.map((l) => (
            <li key={l.href}>
              <SiteLink
                to={l.href}
                className="group flex items-center justify-between py-3.5 font-medium text-heading hover:text-accent-700"
              >
                {l.label}
                <ArrowRight aria-hidden className="size-4 transition-transform group-hover:translate-x-1" />
              </SiteLink>
            </li>
          ))}
        </ul>
      </nav>
    </section>
  );
}
