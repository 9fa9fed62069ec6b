import interSubset from "./assets/fonts/inter-subset.woff2?url";
import { Home } from "lucide-react";
import { useEffect } from "react";
import {
  Link,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  type LinksFunction,
} from "react-router";
import "./app.css";
import { site } from "./content/site";
import { paths } from "./paths";
import { usePageLayout } from "./lib/layout";
import { PageProgress } from "./components/layout/page-progress";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";

export const links: LinksFunction = () => [
  // The only request besides the stylesheet the first paint may wait for (vite/font-subset-plugin.ts).
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: paths.webManifest },
];

export function Layout({ children }: { children: React.ReactNode }) {
  const layout = usePageLayout();
  return (
    <html lang="de">
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070b1f" />
        <Meta />
        <Links />
      </head>
      <body className="min-h-dvh bg-white font-sans antialiased">
        <PageProgress />
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:top-3 focus:left-3 focus:z-50 focus:rounded-lg focus:bg-white focus:px-4 focus:py-2 focus:text-heading"
        >
          Zum Inhalt springen
        </a>
        <SiteHeader variant={layout} />
        <main id="main" tabIndex={-1} className="pt-16 outline-none sm:pt-20">
          {children}
        </main>
        <SiteFooter variant={layout} />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document as interactive (SPEC §2.1 "after start-up the root element becomes visible");
  // tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/** Route failures (SPEC §2.1, DESIGN.md §4): the original heading, the status or message, a way home. */
export function ErrorBoundary() {
  const error = useRouteError();
  const status = isRouteErrorResponse(error) ? error.status : 500;
  // Visitors get the status and a friendly text; the internal message (file names, stack, data
  // a loader threw) is shown in development only.
  const internal = import.meta.env.DEV
    ? isRouteErrorResponse(error)
      ? `${error.status} ${error.statusText}`.trim()
      : error instanceof Error
        ? (error.stack ?? error.message)
        : String(error)
    : undefined;
  if (import.meta.env.DEV && error instanceof Error) console.error(error);
  return (
    <section className="container-page flex min-h-[60vh] flex-col items-start justify-center gap-6 py-24">
      <title>{`Fehler | ${site.name}`}</title>
      <meta name="robots" content="noindex" />
      <p className="rounded-full bg-warm-300/40 px-3 py-1 text-sm font-semibold text-heading">Fehler</p>
      <h1 lang="en" className="text-4xl font-bold sm:text-5xl">
        Unexpected Application Error!
      </h1>
      <p className="max-w-xl text-lg" data-testid="error-detail">
        {status} – {status === 404 ? "Diese Seite gibt es nicht." : "Diese Seite konnte nicht geladen werden."}
      </p>
      <p className="max-w-xl">
        Beim Laden dieser Seite ist etwas schiefgegangen. Bitte versuchen Sie es in einem Moment erneut oder kehren Sie
        zur Startseite zurück.
      </p>
      {internal && (
        <pre className="max-w-full overflow-x-auto rounded-lg bg-ink-950 p-4 text-sm text-white">{internal}</pre>
      )}
      <Link
        to="/"
        className="bg-accent-gradient inline-flex items-center gap-2 rounded-full px-6 py-3 font-semibold text-white"
      >
        <Home aria-hidden className="size-4" /> Zur Startseite
      </Link>
    </section>
  );
}
