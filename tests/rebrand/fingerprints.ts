import { de, numberWord, phoneHref } from "../../app/content-model/format";
import type { SiteIdentity } from "../../app/content-model/site";

/**
 * What of an identity would show that it is still there: its names, addresses, numbers and the
 * phrases the copy builds from its claims, derived from the identity itself (a changed value
 * changes what is looked for). People's names are content (team.ts) and not part of it.
 */
function fingerprints(identity: SiteIdentity): { what: string; pattern: RegExp }[] {
  const literal = (what: string, value: string) => ({
    what,
    pattern: new RegExp(value.replace(/[.*+?^${}()|[\]\\]/g, "\\$&"), "i"),
  });
  const c = identity.claims;
  const n = (value: number) => `(?<![\\d.,])${value}`;
  const claim = (what: string, source: string) => ({ what, pattern: new RegExp(source) });
  const host = (url: string) => new URL(url).hostname.replace(/^www\./, "");
  const emails = [
    identity.email,
    identity.leadsEmail,
    identity.senderEmail,
    identity.contactPerson.email,
    identity.dataProtection.email,
  ];
  return [
    literal("name", identity.name),
    literal("tagline", identity.tagline),
    literal("domain", host(identity.url)),
    literal("company", identity.legal.company),
    literal("legal form", identity.legal.legalForm),
    literal("register court", identity.legal.registerCourt),
    literal("register number", identity.legal.registerNumber),
    literal("VAT id", identity.legal.vatId),
    ...(identity.legal.economicId ? [literal("economic id", identity.legal.economicId)] : []),
    literal("street", identity.address.street),
    literal("postal code", identity.address.postalCode),
    literal("city", identity.address.city),
    literal("nearby city", identity.address.near),
    ...[identity.phone, identity.contactPerson.phone].flatMap((p) => [
      literal("phone", p),
      literal("phone link", phoneHref(p)),
    ]),
    ...emails.map((e) => literal("e-mail", e)),
    literal("conference", host(identity.conference.url)),
    literal("LinkedIn", identity.social.linkedin),
    literal("hosting", identity.dataProtection.hosting.name),
    literal("mail provider", identity.dataProtection.mailProvider.name),
    literal("supervisory authority", identity.dataProtection.supervisoryAuthority.name),
    literal("supervisory authority", identity.dataProtection.supervisoryAuthority.street),
    literal("award", `${c.award.name} ${c.award.year}`),
    literal("award", c.award.by),
    literal("award", c.award.reason),
    claim("award year", `${n(c.award.year)}(?!\\d)`),
    claim("projects", `${n(c.completedProjects)}\\+|über ${c.completedProjects}(?!\\d)`),
    claim("customers", `${n(c.satisfiedCustomers)}\\+|${n(c.satisfiedCustomers)} zufriedene`),
    claim("years", `${n(c.yearsOfExperience)}(\\+| Jahre)`),
    claim("employees", `${n(c.employees)} (Mitarbeitende|Menschen)|${n(c.developers)} (Entwickler|Fachleute)`),
    literal("lines of code", de(c.linesOfCode)),
    claim("start-up stakes", `${n(c.startupStakes)}(\\+| Start-up)`),
    claim("discovery call", `${n(c.discoveryCallMinutes)} Min`),
    claim("travel time", `${n(c.travelMinutes)} Min`),
    claim(
      "reply time",
      c.replyWorkingDays === 1 ? "innerhalb eines Werktags" : `${numberWord(c.replyWorkingDays)} Werktag`,
    ),
    claim("prototype", `${n(c.prototypeWeeks.min)}–${c.prototypeWeeks.max}(?!\\d)`),
    claim("prototype days", `spätestens ${c.prototypeMaxDays} Tage|höchstens ${c.prototypeMaxDays} Tag`),
    claim("app result", `${n(c.appResultWeeks)} Wochen|${numberWord(c.appResultWeeks)} Wochen (halten|, wie)`),
    claim("MVP", `${n(c.mvpWeeks)} Wochen|nach ${numberWord(c.mvpWeeks)} Wochen`),
    claim("pilot", `Woche ${c.pilotWeek}(?![\\d–])|in ${numberWord(c.pilotWeek)} Wochen`),
    claim("schedule", `Woche ${c.prototypeWeeks.max + 1}–${c.mvpWeeks}`),
    claim("faster", `${n(c.fasterToMarket)}×`),
    claim("classic plan", `statt rund ${c.classicPlanWeeks} Wochen`),
  ];
}

/** The values of `identity` found in `text` (no-break spaces read as spaces). */
export function identityLeft(identity: SiteIdentity, text: string): string[] {
  const plain = text.replaceAll("\u00a0", " ").replaceAll("\\u00a0", " ");
  return fingerprints(identity).flatMap(({ what, pattern }) => {
    const m = plain.match(pattern);
    return m ? [`${what} “${m[0]}” near “${plain.slice(Math.max(0, m.index! - 40), m.index! + 40)}”`] : [];
  });
}
