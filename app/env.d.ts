/** Public origin of the site, injected by vite.config.ts from SITE_URL at build time. */
declare const __SITE_URL__: string;
/** How the server is run, stated in the privacy policy: injected by vite.config.ts (operation.ts). */
declare const __PRIVACY_FACTS__: import("./content/legal/operation").PrivacyFacts | undefined;
/** The year of the build (the footer's copyright year before hydration). */
declare const __BUILD_YEAR__: number;
