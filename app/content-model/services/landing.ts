import { anchors } from "../../paths";
import type { Edition } from "../edition";
import type { ContentOf } from "../schema/files";
import type { ProcessContent } from "../types";
import { mvpsContent } from "./mvps";

/**
 * Campaign pages (requirements §2.1): one goal each, the contact form. Their own copy is in
 * content/<language>/landing/; the other sections are the matching service page's, kept out of search
 * engines (noindex), and without links that lead away: every call to action leads to the page's form.
 */
const toForm = <T extends { href: string }>(action: T): T => ({ ...action, href: anchors.contact });
const withFormCta = (p: ProcessContent): ProcessContent =>
  p.consultation ? { ...p, consultation: { ...p.consultation, action: toForm(p.consultation.action) } } : p;

export function landingApp(landing: unknown, service: unknown, edition: Edition) {
  const app = landing as ContentOf<"landing/app-development">;
  const appDevelopment = service as ContentOf<"services/app-development">;
  return {
    ...app,
    fourWeeks: appDevelopment.fourWeeks,
    services: appDevelopment.services,
    testimonials: { ...app.testimonials, items: app.testimonials.ids.map(edition.testimonial) },
    process: withFormCta(appDevelopment.consultation),
  };
}

export function landingWeb(landing: unknown, service: unknown, edition: Edition) {
  const web = landing as ContentOf<"landing/web-development">;
  const webDevelopment = service as ContentOf<"services/web-development">;
  return {
    ...web,
    spreadsheets: webDevelopment.spreadsheets,
    services: webDevelopment.services,
    booster: webDevelopment.booster,
    trust: { ...webDevelopment.trust, link: { label: edition.shared.contactLinkLabel, href: anchors.contact } },
    regional: webDevelopment.regional,
  };
}

export function landingMvp(landing: unknown, service: unknown, edition: Edition) {
  const mvp = landing as ContentOf<"landing/mvp-development">;
  const mvps = mvpsContent(service, edition);
  return {
    ...mvp,
    figures: mvps.figures,
    process: withFormCta(mvps.process),
    // Without the quote and the link: the quote already appears on the home page and /services/mvps.
    story: { ...mvps.story, link: undefined, quote: undefined },
    deliverables: mvps.deliverables,
    faq: mvps.faq,
  };
}
