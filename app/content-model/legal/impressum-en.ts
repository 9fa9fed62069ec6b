import { enPaths, paths } from "../../paths";
import { claimTextsOf } from "../claims";
import { site } from "../site";
import { link, typesetEn, type Rich } from "./document";
import { countryEn, legalFormEn, managingDirectorsEn, registerCourtEn } from "./glosses";
import type { ImpressumPhrases } from "./impressum";

/**
 * The English courtesy translation of the Impressum: the words of impressum.ts, so it states the same
 * facts from site.ts in the same sections. Official names (legal form, register court) stay German, with
 * an English gloss (glosses.ts), because that is how a register or a court finds them. The German
 * Impressum is the binding one; the section ids are the English anchors of the German ones.
 */

const { legal, address } = site;

const phrases: ImpressumPhrases = {
  demo: {
    id: "demo-website",
    title: "Note: demo website",
    text: `This website is a demonstration: ${site.name} is a fictitious agency, and the provider details on this page also belong to that fictitious identity. The projects, testimonials and awards on this website are made up. The companies named or shown with their logos here are not clients of ${site.name}; they have neither worked with ${site.name} nor commissioned or approved this content. Their names and trademarks belong to their respective owners.`,
  },
  postalAddress: [legal.company, address.street, `${address.postalCode} ${address.city}`, countryEn(address.country)],
  provider: {
    id: "provider",
    title: "Information under § 5 DDG",
    legalForm: ["Legal form", legalFormEn(legal.legalForm)],
    seat: "Registered office",
    representedBy: ["Represented by", managingDirectorsEn(legal.managingDirectors)],
  },
  contact: {
    id: "contact",
    title: "Contact",
    phone: "Phone",
    email: "Email",
    form: [
      "For project inquiries, you are also welcome to use our ",
      link("contact form", enPaths.contact),
      `. We reply ${claimTextsOf.en.replyTime}.`,
    ],
  },
  register: {
    id: "register",
    title: "Commercial register",
    court: ["Register court", registerCourtEn(legal.registerCourt)],
    number: "Register number",
  },
  vat: {
    id: "vat-id",
    title: "VAT identification number",
    vatId: "VAT identification number under § 27a of the German Value Added Tax Act (UStG): ",
    economicId:
      "Business identification number (Wirtschafts-Identifikationsnummer) under § 139c of the German Fiscal Code (AO): ",
  },
  responsible: { id: "responsible-for-content", title: "Responsible for content under § 18(2) MStV" },
  disputeResolution: {
    id: "dispute-resolution",
    title: "Consumer dispute resolution",
    text: "Our services are aimed at businesses and public-sector clients. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.",
  },
  copyright: {
    id: "copyright",
    title: "Copyright and image credits",
    // § 7 UrhG: only natural persons are authors; the company holds the rights of use (issue 26, decision 10).
    text: `The texts and drawings on this website (illustrations, portraits and logo) were created by employees of ${legal.company} and are protected by copyright. ${legal.company} holds the exclusive rights to use them. Anyone who wishes to use content outside this website needs our consent. We do not use photographs of people: all portraits are drawn illustrations. Trademarks and company names mentioned belong to their respective owners.`,
    credits: [
      [
        "Icons: ",
        link("Lucide", "https://lucide.dev"),
        " © Lucide Icons and Contributors, licensed under the ISC License.",
      ],
      [
        "Typeface: ",
        link("Inter", "https://rsms.me/inter/"),
        " © The Inter Project Authors, licensed under the SIL Open Font License 1.1.",
      ],
    ],
  },
  privacy: {
    id: "privacy",
    title: "Data protection",
    text: ["To learn how we handle personal data, please read our ", link("privacy policy", enPaths.privacy), "."],
  },
};

/** Shown above the legal notice: the translation is a courtesy, the German Impressum binds. */
const notice: readonly Rich[] = [
  [
    { strong: "Courtesy translation." },
    " This English version of our legal notice is provided for your convenience. Only the ",
    link("German version", paths.impressum),
    " is legally binding; where the two differ, the German version prevails.",
  ],
];

/** The English legal notice page: its title, header, the binding-version notice and the Impressum's words. */
export const impressumEn = {
  meta: {
    title: "Legal notice",
    description: `Legal notice (Impressum) of ${legal.company} under the German Digital Services Act (DDG): address, management, contact details and register entry.`,
  },
  header: {
    eyebrow: "Legal",
    title: "Legal notice",
    intro: typesetEn(
      "Provider information (Impressum) under § 5 of the German Digital Services Act (DDG) and § 18 of the German Interstate Media Treaty (MStV).",
    ),
  },
  notice,
  phrases,
};
