/**
 * `npm run check:identity`: which values of this site are still those of the demo agency
 * ("Quellwerk"). Everything listed must be replaced before go-live (docs/go-live.md): identity and
 * register data are legal statements, and awards, testimonials, customer logos and team members
 * may only be shown with the written permission of those named.
 */
import type { ContentOf } from "../app/pages/registry";
import { site } from "../app/content-model/site";
import { readFilledContent } from "../vite/content-data";

// Read from content/ directly: this script runs outside Vite (bundled by check-identity.mjs).
const customers = readFilledContent<ContentOf<"customers">>("content/de/customers.yaml").logos;
const team = readFilledContent<ContentOf<"team">>("content/de/team.yaml").members;
const testimonials = readFilledContent<ContentOf<"testimonials">>("content/de/testimonials.yaml").items;

/** What the site shows now, in the shape the demo fingerprint is compared with. */
export function currentIdentity() {
  return {
    "site.demo (notice „Demo-Website“ on every page)": site.demo ? "on" : "off",
    "site.name": site.name,
    "site.url": site.url,
    "site.legal.company": site.legal.company,
    "site.legal.managingDirectors": site.legal.managingDirectors.join(", "),
    "site.legal.registerNumber": `${site.legal.registerCourt} ${site.legal.registerNumber}`,
    "site.legal.vatId": site.legal.vatId,
    "site.legal.economicId": site.legal.economicId ?? "",
    "site.legal.contentResponsible": site.legal.contentResponsible,
    "site.address": `${site.address.street}, ${site.address.postalCode} ${site.address.city}`,
    "site.phone": site.phone,
    "site.email": site.email,
    "site.leadsEmail": site.leadsEmail,
    "site.senderEmail": site.senderEmail,
    "site.contactPerson": `${site.contactPerson.name} <${site.contactPerson.email}> ${site.contactPerson.phone}`,
    "site.conference.url": site.conference.url,
    "site.social.linkedin": site.social.linkedin,
    "site.dataProtection.email": site.dataProtection.email,
    "site.dataProtection.hosting": site.dataProtection.hosting.name,
    "site.dataProtection.mailProvider": site.dataProtection.mailProvider.name,
    "site.dataProtection.supervisoryAuthority": site.dataProtection.supervisoryAuthority.name,
    "site.claims": JSON.stringify(site.claims),
    "content/de/customers.yaml (logos)": customers.map((c) => c.name).join(", "),
    "content/de/testimonials.yaml": testimonials.map((t) => t.name).join(", "),
    "content/de/team.yaml": team.map((m) => m.name).join(", "),
  };
}

export type Identity = ReturnType<typeof currentIdentity>;

/**
 * The demo's values. Fields where the demo value could also be a real agency's (the supervisory
 * authority of Baden-Württemberg, an empty economic id) are reported as "check", not as demo.
 */
export const DEMO: Identity = {
  "site.demo (notice „Demo-Website“ on every page)": "on",
  "site.name": "Quellwerk",
  "site.url": "https://www.quellwerk-software.de",
  "site.legal.company": "Quellwerk Software GmbH",
  "site.legal.managingDirectors": "Jonas Weber, Lena Hartmann",
  "site.legal.registerNumber": "Amtsgericht Stuttgart HRB 784512",
  "site.legal.vatId": "DE314159265",
  "site.legal.economicId": "",
  "site.legal.contentResponsible": "Jonas Weber",
  "site.address": "Kaiserstraße 12, 72764 Reutlingen",
  "site.phone": "+49 7121 9640 20",
  "site.email": "kontakt@quellwerk-software.de",
  "site.leadsEmail": "anfrage@quellwerk-software.de",
  "site.senderEmail": "website@quellwerk-software.de",
  "site.contactPerson": "Jonas Weber <jonas.weber@quellwerk-software.de> +49 7121 9640 21",
  "site.conference.url": "https://konferenz.quellwerk-software.de",
  "site.social.linkedin": "https://www.linkedin.com/company/quellwerk-software",
  "site.dataProtection.email": "datenschutz@quellwerk-software.de",
  "site.dataProtection.hosting": "Schönbuch Rechenzentrum GmbH",
  "site.dataProtection.mailProvider": "Schönbuch Rechenzentrum GmbH",
  "site.dataProtection.supervisoryAuthority":
    "Der Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg",
  "site.claims": JSON.stringify({
    yearsOfExperience: 10,
    satisfiedCustomers: 100,
    completedProjects: 50,
    employees: 20,
    developers: 20,
    linesOfCode: 10_000_000,
    startupStakes: 10,
    award: {
      name: "Top-Dienstleister",
      year: 2024,
      by: "der Wirtschaftskammer Achalm",
      reason: "für Qualität, Termintreue und Kundenzufriedenheit",
    },
    travelMinutes: 40,
    travelFrom: "Stuttgart",
    discoveryCallMinutes: 30,
    replyWorkingDays: 1,
    prototypeWeeks: { min: 2, max: 4 },
    prototypeMaxDays: 30,
    appResultWeeks: 4,
    mvpWeeks: 6,
    pilotWeek: 6,
    fasterToMarket: 3,
    classicPlanWeeks: 18,
  }),
  "content/de/customers.yaml (logos)":
    "EDEKA, Walter AG, Fraunhofer, Reiff, Dyno, Bimetrics, Plantafel, Bringman, Clubscale, Whitemacs, Innopart",
  "content/de/testimonials.yaml": "Katrin Vogel, Markus Seidel, Dr. Aylin Demir, Thomas Berger",
  "content/de/team.yaml": "Jonas Weber, Lena Hartmann, Mehmet Yılmaz, Sophie Brandt, David Kühn, Clara Nguyen",
};

/** Values that may legitimately equal the demo's: reported for a check, not counted as demo. */
const MAY_MATCH = new Set<keyof Identity>(["site.dataProtection.supervisoryAuthority", "site.legal.economicId"]);

export type Finding = { field: keyof Identity; value: string; verdict: "demo" | "check" };

export function demoFindings(current: Identity): Finding[] {
  return (Object.keys(DEMO) as (keyof Identity)[])
    .filter((field) => current[field] === DEMO[field])
    .map((field) => ({ field, value: current[field], verdict: MAY_MATCH.has(field) ? "check" : "demo" }));
}

/** The report printed by the command; exit code 1 while any value is still the demo's. */
export function report(findings: Finding[]): { text: string; exitCode: number } {
  const demo = findings.filter((f) => f.verdict === "demo");
  const check = findings.filter((f) => f.verdict === "check");
  const lines = [
    demo.length === 0
      ? "check:identity: no value of the demo agency is left."
      : `check:identity: ${demo.length} value(s) are still the demo's. Replace them before go-live (docs/go-live.md):`,
    ...demo.map((f) => `  ✗ ${f.field}: ${f.value || "(empty)"}`),
    ...(check.length > 0 ? ["Same as in the demo; confirm they are right for you:"] : []),
    ...check.map((f) => `  ? ${f.field}: ${f.value || "(empty)"}`),
  ];
  return { text: lines.join("\n"), exitCode: demo.length === 0 ? 0 : 1 };
}
