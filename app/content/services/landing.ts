import appData from "../../../content/de/landing/app-development.yaml";
import mvpData from "../../../content/de/landing/mvp-development.yaml";
import webData from "../../../content/de/landing/web-development.yaml";
import { anchors } from "../../paths";
import type { ContentOf } from "../schema/files";
import { testimonial } from "../testimonials";
import type { ProcessContent } from "../types";
import { appDevelopment } from "./app-development";
import { mvps } from "./mvps";
import { contactLinkLabel } from "./shared";
import { webDevelopment } from "./web-development";

/**
 * Campaign pages (requirements §2.1): one goal each – the contact form. Their own copy is in
 * content/de/landing/; the other sections are the matching service page's, kept out of search
 * engines (noindex), and without links that lead away: every call to action leads to the page's form.
 */
const app = appData as ContentOf<"landing/app-development">;
const web = webData as ContentOf<"landing/web-development">;
const mvp = mvpData as ContentOf<"landing/mvp-development">;

const toForm = <T extends { href: string }>(action: T): T => ({ ...action, href: anchors.contact });
const withFormCta = (p: ProcessContent): ProcessContent =>
  p.consultation ? { ...p, consultation: { ...p.consultation, action: toForm(p.consultation.action) } } : p;

export const landingApp = {
  ...app,
  fourWeeks: appDevelopment.fourWeeks,
  services: appDevelopment.services,
  testimonials: { ...app.testimonials, items: app.testimonials.ids.map(testimonial) },
  process: withFormCta(appDevelopment.consultation),
};

export const landingWeb = {
  ...web,
  spreadsheets: webDevelopment.spreadsheets,
  services: webDevelopment.services,
  booster: webDevelopment.booster,
  trust: { ...webDevelopment.trust, link: { label: contactLinkLabel, href: anchors.contact } },
  regional: webDevelopment.regional,
};

export const landingMvp = {
  ...mvp,
  figures: mvps.figures,
  process: withFormCta(mvps.process),
  // Without the quote and the link: the quote already appears on the home page and /services/mvps.
  story: { ...mvps.story, link: undefined, quote: undefined },
  deliverables: mvps.deliverables,
  faq: mvps.faq,
};
