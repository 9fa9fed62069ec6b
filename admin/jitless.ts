import { z } from "zod";

// zod compiles object schemas with `new Function` where it may; the admin's CSP allows no eval, so
// zod is told not to try (as app/contact/contact-schema.ts does for the site). Imported first by main.tsx.
z.config({ jitless: true });
