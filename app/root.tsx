import interSubset from "./assets/fonts/inter-subset.woff2?url";
import iconStrip from "./assets/generated/icons.svg?url";
import { Suspense, useEffect } from "react";
import {
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  isRouteErrorResponse,
  useRouteError,
  type LinksFunction,
  type ShouldRevalidateFunction,
} from "react-router";
import type { Route } from "./+types/root";
import "./app.css";
import { MAIN_LANGUAGE, paths } from "./paths";
import { EditionProvider, useOptionalEdition, usePageLayout, useRouteEdition } from "./lib/page-handle";
import { PageProgress } from "./components/layout/page-progress";
import { FullLayoutOnReturn } from "./components/layout/full-layout-on-return";
import { SiteFooter } from "./components/layout/site-footer";
import { SiteHeader } from "./components/layout/site-header";
import { DemoNotice } from "./components/layout/demo-notice";
import { FirstHydrationDone } from "./components/ui/static-html";
import { RouteError } from "./components/sections/route-error";

export const links: LinksFunction = () => [
  // The only request besides the stylesheet the first paint may wait for (vite/font-subset-plugin.ts).
  { rel: "preload", href: interSubset, as: "font", type: "font/woff2", crossOrigin: "anonymous" },
  // The icon strip (vite/icon-mask-plugin.ts) draws the brand mark's brackets and the header's and
  // hero's icons: fetched with the page, not once the stylesheet names it, they are in the first
  // paint, which then needs no second frame for them (docs/decisions/0006). Masks are fetched in
  // CORS mode, so the preload is too, or the browser would fetch the file twice.
  { rel: "preload", href: iconStrip, as: "image", type: "image/svg+xml", crossOrigin: "anonymous" },
  { rel: "icon", href: "/favicon.svg", type: "image/svg+xml" },
  { rel: "icon", href: "/favicon.ico", sizes: "32x32" },
  { rel: "apple-touch-icon", href: "/apple-touch-icon.png" },
  { rel: "manifest", href: paths.webManifest },
];

/**
 * Reach measurement (docs/decisions/0020-reach-measurement.md): the server counts a page view when
 * it answers a page or a client navigation's route data. Pages without a loader of their own make no
 * request on a client navigation, so the root has one that returns nothing, and asks for it again
 * whenever the path changes. The navigation does not wait for it (`clientLoader`): the request is
 * sent, its answer is not needed.
 */
export const loader = () => null;

export function clientLoader({ serverLoader }: Route.ClientLoaderArgs) {
  serverLoader().catch(() => {});
  return null;
}

export const shouldRevalidate: ShouldRevalidateFunction = ({ currentUrl, nextUrl, defaultShouldRevalidate }) =>
  currentUrl.pathname !== nextUrl.pathname || defaultShouldRevalidate;

export function Layout({ children }: { children: React.ReactNode }) {
  const layout = usePageLayout();
  // Every route names its edition (pageHandle); the root itself carries no copy of either language.
  const edition = useRouteEdition();
  return (
    <html lang={edition?.language ?? MAIN_LANGUAGE}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#070b1f" />
        <Meta />
        {/* Stylesheets need no nonce (the CSP allows styles from 'self'), and a nonce the server writes
            is hidden by the browser (nonce="" in the DOM), which the client cannot match: React's
            development build reported every page's development-only critical.css link as a
            hydration mismatch. An empty nonce on both sides, in development only. */}
        <Links nonce={import.meta.env.DEV ? "" : undefined} />
      </head>
      <body className="min-h-dvh bg-white font-sans antialiased">
        <FirstHydrationDone />
        {edition ? (
          <EditionProvider value={edition}>
            <PageProgress />
            <a href="#main" className="skip-link">
              {edition.text.skipToContent}
            </a>
            {/* Three boundaries React hydrates one by one, yielding between them, and each at once
                when a tap or key lands in it: a second tap on the menu waits for the header only,
                not for the whole page (issue 42, docs/decisions/0023-static-html.md). */}
            <Suspense>
              <SiteHeader variant={layout} />
            </Suspense>
            <main id="main" tabIndex={-1} className="pt-16 outline-none sm:pt-20">
              <DemoNotice />
              <Suspense>{children}</Suspense>
            </main>
            <Suspense>
              <SiteFooter variant={layout} />
            </Suspense>
          </EditionProvider>
        ) : (
          // No page module could be loaded: no chrome, only the error below (ErrorBoundary).
          <main id="main">{children}</main>
        )}
        <FullLayoutOnReturn />
        <ScrollRestoration />
        <Scripts />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the document as interactive (requirements §2.1 "after start-up the root element becomes visible");
  // tests wait for it before they click.
  useEffect(() => {
    document.documentElement.dataset.hydrated = "true";
  }, []);
  return <Outlet />;
}

/**
 * Route failures (requirements §2.1; reading D5 in docs/decisions/0011-reading-the-requirements.md):
 * the original heading, the status or message, a way home.
 */
export function ErrorBoundary() {
  const error = useRouteError();
  const edition = useOptionalEdition();
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
  if (!edition) return <BareError status={status} internal={internal} />;
  return <RouteError status={status} internal={internal} />;
}

/** The error page when no page's words are at hand (useRouteEdition): the status, and in development the cause. */
function BareError({ status, internal }: { status: number; internal?: string }) {
  return (
    <div className="container-page py-20">
      <h1 className="text-3xl font-bold">{status}</h1>
      {internal && <pre className="mt-6 overflow-auto text-sm whitespace-pre-wrap">{internal}</pre>}
    </div>
  );
}
