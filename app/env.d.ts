/** Public origin of the site, injected by vite.config.ts from SITE_URL at build time. */
declare const __SITE_URL__: string;
