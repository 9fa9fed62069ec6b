import type { SiteIdentity } from "../../app/content-model/site";

/**
 * A second, different agency: tests/rebrand builds the whole site with it in place of
 * app/content-model/site.ts and checks that nothing of the first identity is left. Every value differs
 * from the first one; the people shown on the pages are content (team.ts), so the contact person
 * and the managing directors keep their names here.
 */
export const site = {
  /** A real agency's identity: no demo notice. */
  demo: false,
  name: "Nordlicht",
  tagline: "Software mit Weitblick",
  url: "https://www.nordlicht-digital.example",
  description:
    "Nordlicht baut Software, KI-Anwendungen, Webplattformen, Apps und MVPs für Unternehmen – aus Lüneburg, mit festen Ansprechpersonen.",
  en: {
    tagline: "Software with Foresight",
    description:
      "Nordlicht builds software, AI applications, web platforms, apps and MVPs for businesses, from Lüneburg, with the same people from start to finish.",
    contactPersonRole: "Managing Director",
    contactPersonLabel: "Your contact",
    conferenceName: "Conference",
    country: "Germany",
    award: {
      name: "Digital Champion",
      by: "Lüneburg Chamber of Commerce",
      reason: "for outstanding digital projects",
    },
  },
  legal: {
    company: "Nordlicht Digital AG",
    legalForm: "Aktiengesellschaft",
    managingDirectors: ["Jonas Weber", "Lena Hartmann"],
    registerCourt: "Amtsgericht Lüneburg",
    registerNumber: "HRB 204711",
    vatId: "DE271828182",
    economicId: "DE271828182-00001",
    contentResponsible: "Jonas Weber",
  },
  address: { street: "Am Sande 7", postalCode: "21335", city: "Lüneburg", near: "Hamburg", country: "Deutschland" },
  phone: "+49 4131 55 77 00",
  email: "hallo@nordlicht-digital.example",
  leadsEmail: "leads@nordlicht-digital.example",
  senderEmail: "web@nordlicht-digital.example",
  contactPerson: {
    name: "Jonas Weber",
    role: "Geschäftsführer",
    avatar: "jonas-weber",
    label: "Ihr Ansprechpartner",
    email: "j.weber@nordlicht-digital.example",
    phone: "+49 4131 55 77 01",
  },
  conference: { name: "Konferenz", url: "https://tagung.nordlicht-digital.example" },
  social: { linkedin: "https://www.linkedin.com/company/nordlicht-digital" },
  dataProtection: {
    email: "privacy@nordlicht-digital.example",
    officerAppointed: false,
    hosting: { name: "Heide Hosting GmbH", city: "Hamburg", serverLocation: "Deutschland" },
    mailProvider: { name: "Elbe Mail AG", city: "Bremen", serverLocation: "Deutschland" },
    supervisoryAuthority: {
      name: "Die Landesbeauftragte für den Datenschutz Niedersachsen",
      street: "Prinzenstraße 5",
      postalCode: "30159",
      city: "Hannover",
      url: "https://www.lfd.niedersachsen.de",
    },
  },
  operations: { proxyAccessLogDays: 7, appLogDays: 7, backupDays: 21 },
  claims: {
    yearsOfExperience: 12,
    satisfiedCustomers: 140,
    completedProjects: 73,
    employees: 27,
    developers: 27,
    linesOfCode: 8_500_000,
    startupStakes: 7,
    award: {
      name: "Digitalpreis",
      year: 2021,
      by: "der Handelskammer Lüneburg",
      reason: "für Verlässlichkeit und Nutzerfreundlichkeit",
    },
    travelMinutes: 25,
    travelFrom: "Hamburg",
    discoveryCallMinutes: 45,
    replyWorkingDays: 2,
    prototypeWeeks: { min: 3, max: 5 },
    prototypeMaxDays: 35,
    appResultWeeks: 5,
    mvpWeeks: 8,
    pilotWeek: 8,
    fasterToMarket: 2,
    classicPlanWeeks: 20,
  },
  referenceClaims: {
    dynoTimeSavingPercent: 90,
    dynoPensionGainEuro: 60_000,
    dynoPreSeedEuro: 1_500_000,
    bimetricsBanks: 3_500,
    edekaMarkets: 60,
    whitemacsSimulatedMails: 3_000,
    whitemacsOpenedMails: 500,
    whitemacsMunicipalities: 12,
    whitemacsExpectedMails: 10_000,
    whitemacsForecastYear: 2026,
    whitemacsAsOf: "2027-03",
  },
} as const satisfies SiteIdentity;
