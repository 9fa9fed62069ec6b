import { ArrowRight, Home } from "lucide-react";
import { data } from "react-router";
import { ButtonLink } from "~/components/ui/button";
import { SiteLink } from "~/components/ui/site-link";
import { mainNav } from "~/content/navigation";
import { site } from "~/content/site";

export function loader() {
  return data(null, { status: 404 });
}

export function meta() {
  return [{ title: `Seite nicht gefunden | ${site.name}` }, { name: "robots", content: "noindex" }];
}

const suggestions = [mainNav.services, mainNav.references, mainNav.about];

export default function NotFound() {
  return (
    <section
      aria-labelledby="page-title"
      className="container-page grid min-h-[65vh] items-center gap-12 py-20 lg:grid-cols-2"
    >
      <div>
        <p className="text-gradient text-7xl font-extrabold tracking-tight sm:text-8xl">404</p>
        <h1 id="page-title" className="mt-4 text-4xl font-bold sm:text-5xl">
          Seite nicht gefunden
        </h1>
        <p className="mt-5 max-w-lg text-lg">
          Diese Adresse gibt es bei uns nicht (mehr). Vielleicht hat sich ein Tippfehler eingeschlichen – oder die Seite
          ist umgezogen.
        </p>
        <div className="mt-8 flex flex-wrap gap-3">
          <ButtonLink to={mainNav.home.href}>
            <Home aria-hidden className="size-4" /> Zur Startseite
          </ButtonLink>
          <ButtonLink to={mainNav.contact.href} variant="outline">
            Kontakt aufnehmen
          </ButtonLink>
        </div>
      </div>
      <nav aria-label="Beliebte Seiten" className="rounded-card border border-hairline bg-surface p-8">
        <h2 className="mb-4 text-lg font-semibold">Beliebte Seiten</h2>
        <ul className="divide-y divide-hairline">
          {suggestions.map((l) => (
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
