import { anchors } from "../../paths";
import type { Edition } from "../../content-model/edition";
import type { ProcessContent } from "../../content-model/types";
import { mvpsContent } from "../services/mvps/mvps-content";
import type { AppDevelopmentFile } from "../services/app-development/page-type";
import type { MvpsFile } from "../services/mvps/page-type";
import type { WebDevelopmentFile } from "../services/web-development/page-type";
import type { AppLandingFile } from "./app-development/page-type";
import type { MvpLandingFile } from "./mvp-development/page-type";
import type { WebLandingFile } from "./web-development/page-type";

/**
 * Campaign pages (requirements §2.1): one goal each, the contact form. Their own copy is in
 * content/<language>/landing/; the other sections are the matching service page's, kept out of search
 * engines (noindex), and without links that lead away: every call to action leads to the page's form.
 */
const toForm = <T extends { href: string }>(action: T): T => ({ ...action, href: anchors.contact });
const withFormCta = (p: ProcessContent): ProcessContent =>
  p.consultation ? { ...p, consultation: { ...p.consultation, action: toForm(p.consultation.action) } } : p;

export function landingApp(app: AppLandingFile, appDevelopment: AppDevelopmentFile, edition: Edition) {
  return {
    ...app,
    fourWeeks: appDevelopment.fourWeeks,
    services: appDevelopment.services,
    testimonials: { ...app.testimonials, items: app.testimonials.ids.map(edition.testimonial) },
    process: withFormCta(appDevelopment.consultation),
  };
}

export function landingWeb(web: WebLandingFile, webDevelopment: WebDevelopmentFile, edition: Edition) {
  return {
    ...web,
    spreadsheets: webDevelopment.spreadsheets,
    services: webDevelopment.services,
    booster: webDevelopment.booster,
    trust: { ...webDevelopment.trust, link: { label: edition.shared.contactLinkLabel, href: anchors.contact } },
    regional: webDevelopment.regional,
  };
}

export function landingMvp(mvp: MvpLandingFile, service: MvpsFile, edition: Edition) {
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
