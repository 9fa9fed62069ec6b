import { phoneHref } from "../format";
import { site } from "../site";
import { link, mailto, typesetEn, type LegalDocument, type Rich } from "./document";
import { countryEn, legalFormEn, managingDirectorsEn, registerCourtEn } from "./glosses";
import { enPaths, paths } from "../../paths";

/**
 * English courtesy translation of the Impressum (impressum.ts): the same facts from site.ts in the
 * same sections. Official names (legal form, register court) stay German, with an English gloss,
 * because that is how a register or a court finds them. The German Impressum is the binding one.
 */

const { legal, address } = site;
const directors = managingDirectorsEn(legal.managingDirectors);
const postalLines = [
  legal.company,
  address.street,
  `${address.postalCode} ${address.city}`,
  countryEn(address.country),
];

export const impressumMetaEn = {
  title: "Legal notice",
  description: `Legal notice (Impressum) of ${legal.company}, ${address.city}: provider information under § 5 of the German Digital Services Act (DDG) with address, managing directors, contact details, commercial register entry and VAT ID.`,
};

export const impressumHeaderEn = {
  eyebrow: "Legal",
  title: "Legal notice",
  intro: typesetEn(
    "Provider information (Impressum) under § 5 of the German Digital Services Act (DDG) and § 18 of the German Interstate Media Treaty (MStV).",
  ),
};

/** Shown above the legal notice: the translation is a courtesy, the German Impressum binds. */
export const impressumNoticeEn: readonly Rich[] = [
  [
    { strong: "Courtesy translation." },
    " This English version of our legal notice is provided for your convenience. Only the ",
    link("German version", paths.impressum),
    " is legally binding; where the two differ, the German version prevails.",
  ],
];

/** The sections of the German Impressum in the same order; the ids are their English anchors. */
export const impressumEn: LegalDocument = [
  {
    id: "provider",
    title: "Information under § 5 DDG",
    blocks: [
      { kind: "lines", lines: postalLines },
      {
        kind: "facts",
        rows: [
          { term: "Legal form", value: legalFormEn(legal.legalForm) },
          // The seat is where the company is registered; for this site it is the postal address.
          { term: "Registered office", value: address.city },
          { term: "Represented by", value: directors },
        ],
      },
    ],
  },
  {
    id: "contact",
    title: "Contact",
    blocks: [
      {
        kind: "facts",
        rows: [
          { term: "Phone", value: [link(site.phone, phoneHref(site.phone))] },
          { term: "Email", value: [mailto(site.email)] },
        ],
      },
      {
        kind: "p",
        content: [
          "For project inquiries, you are also welcome to use our ",
          link("contact form", enPaths.contact),
          ". We usually reply within one business day.",
        ],
      },
    ],
  },
  {
    id: "register",
    title: "Commercial register",
    blocks: [
      {
        kind: "facts",
        rows: [
          { term: "Register court", value: registerCourtEn(legal.registerCourt) },
          { term: "Register number", value: legal.registerNumber },
        ],
      },
    ],
  },
  {
    id: "vat-id",
    title: "VAT identification number",
    blocks: [
      {
        kind: "p",
        content: [
          "VAT identification number under § 27a of the German Value Added Tax Act (UStG): ",
          { strong: legal.vatId },
        ],
      },
      // § 5(1) no. 6 DDG: only once the Federal Central Tax Office has assigned one.
      ...(legal.economicId
        ? [
            {
              kind: "p" as const,
              content: [
                "Business identification number (Wirtschafts-Identifikationsnummer) under § 139c of the German Fiscal Code (AO): ",
                { strong: legal.economicId },
              ],
            },
          ]
        : []),
    ],
  },
  {
    id: "responsible-for-content",
    title: "Responsible for content under § 18(2) MStV",
    blocks: [{ kind: "lines", lines: [legal.contentResponsible, ...postalLines] }],
  },
  {
    id: "dispute-resolution",
    title: "Consumer dispute resolution",
    blocks: [
      {
        kind: "p",
        content:
          "Our services are aimed at businesses and public-sector clients. We are neither obliged nor willing to take part in dispute resolution proceedings before a consumer arbitration board.",
      },
    ],
  },
  {
    id: "copyright",
    title: "Copyright and image credits",
    blocks: [
      {
        kind: "p",
        // § 7 UrhG: only natural persons are authors; the company holds the rights of use (issue 26, decision 10).
        content: `The texts and drawings on this website (illustrations, portraits and logo) were created by employees of ${legal.company} and are protected by copyright. ${legal.company} holds the exclusive rights to use them. Anyone who wishes to use content outside this website needs our consent. We do not use photographs of people: all portraits are drawn illustrations. Trademarks and client names mentioned belong to their respective owners.`,
      },
      {
        kind: "list",
        items: [
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
    ],
  },
  {
    id: "privacy",
    title: "Data protection",
    blocks: [
      {
        kind: "p",
        content: [
          "To learn how we handle personal data, please read our ",
          link("privacy policy", enPaths.privacy),
          ".",
        ],
      },
    ],
  },
];
