/** Public origin of the site, injected by vite.config.ts from SITE_URL at build time. */
declare const __SITE_URL__: string;
/** CONTACT_RETENTION_DAYS at build time, stated in the privacy policy (undefined when not set). */
declare const __CONTACT_RETENTION_DAYS__: number | undefined;
/** The year of the build (the footer's copyright year before hydration). */
declare const __BUILD_YEAR__: number;
