import { phoneHref } from "../format";
import { site } from "../site";
import { germanList, link, mailto, typeset, type LegalDocument } from "./document";
import { paths } from "../../paths";

/**
 * Impressum after § 5 DDG and § 18 Abs. 2 MStV. Every fact comes from site.ts; this file only words it.
 * Deliberately no link to the EU online dispute resolution platform: it was shut down in July 2025.
 */

const { legal, address } = site;
const directors = germanList(legal.managingDirectors);
const postalLines = [legal.company, address.street, `${address.postalCode} ${address.city}`, address.country];

export const impressumMeta = {
  title: "Impressum",
  description: `Impressum der ${legal.company}, ${address.city}: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Geschäftsführung, Kontakt, Handelsregister und Umsatzsteuer-ID.`,
};

export const impressumHeader = {
  eyebrow: "Rechtliches",
  title: "Impressum",
  intro: typeset("Anbieterkennzeichnung nach § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV)."),
};

export const impressum: LegalDocument = [
  {
    id: "anbieter",
    title: "Angaben gemäß § 5 DDG",
    blocks: [
      { kind: "lines", lines: postalLines },
      {
        kind: "facts",
        rows: [
          { term: "Rechtsform", value: legal.legalForm },
          // The seat is where the company is registered; for this site it is the postal address.
          { term: "Sitz der Gesellschaft", value: address.city },
          { term: "Vertreten durch", value: `${directors} (Geschäftsführung)` },
        ],
      },
    ],
  },
  {
    id: "kontakt",
    title: "Kontakt",
    blocks: [
      {
        kind: "facts",
        rows: [
          { term: "Telefon", value: [link(site.phone, phoneHref(site.phone))] },
          { term: "E-Mail", value: [mailto(site.email)] },
        ],
      },
      {
        kind: "p",
        content: [
          "Für Projektanfragen nutzen Sie gern auch unser ",
          link("Kontaktformular", paths.contact),
          ". Wir antworten in der Regel innerhalb eines Werktags.",
        ],
      },
    ],
  },
  {
    id: "register",
    title: "Registereintrag",
    blocks: [
      {
        kind: "facts",
        rows: [
          { term: "Registergericht", value: legal.registerCourt },
          { term: "Registernummer", value: legal.registerNumber },
        ],
      },
    ],
  },
  {
    id: "umsatzsteuer",
    title: "Umsatzsteuer-Identifikationsnummer",
    blocks: [
      {
        kind: "p",
        content: ["Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ", { strong: legal.vatId }],
      },
      // § 5 Abs. 1 Nr. 6 DDG: only once the Bundeszentralamt für Steuern has assigned one.
      ...(legal.economicId
        ? [
            {
              kind: "p" as const,
              content: [
                "Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: ",
                { strong: legal.economicId },
              ],
            },
          ]
        : []),
    ],
  },
  {
    id: "verantwortlich",
    title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV",
    blocks: [{ kind: "lines", lines: [legal.contentResponsible, ...postalLines] }],
  },
  {
    id: "streitbeilegung",
    title: "Verbraucherstreitbeilegung",
    blocks: [
      {
        kind: "p",
        content:
          "Unsere Leistungen richten sich an Unternehmen und öffentliche Auftraggeber. Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
      },
    ],
  },
  {
    id: "bildnachweis",
    title: "Urheberrecht und Bildnachweise",
    blocks: [
      {
        kind: "p",
        // § 7 UrhG: only natural persons are authors; the company holds the rights of use (issue 26, decision 10).
        content: `Texte und Zeichnungen dieser Website (Illustrationen, Porträts und Logo) haben Mitarbeitende der ${legal.company} geschaffen; sie sind urheberrechtlich geschützt. Die ausschließlichen Nutzungsrechte daran liegen bei der ${legal.company}. Wer Inhalte außerhalb dieser Website verwenden möchte, braucht unsere Zustimmung. Wir verwenden keine Fotos von Personen: Alle Porträts sind gezeichnete Illustrationen. Genannte Marken und Kundennamen gehören ihren jeweiligen Inhabern.`,
      },
      {
        kind: "list",
        items: [
          [
            "Symbole: ",
            link("Lucide", "https://lucide.dev"),
            " © Lucide Icons and Contributors, lizenziert unter der ISC-Lizenz.",
          ],
          [
            "Schriftart: ",
            link("Inter", "https://rsms.me/inter/"),
            " © The Inter Project Authors, lizenziert unter der SIL Open Font License 1.1.",
          ],
        ],
      },
    ],
  },
  {
    id: "datenschutz",
    title: "Datenschutz",
    blocks: [
      {
        kind: "p",
        content: [
          "Wie wir mit personenbezogenen Daten umgehen, lesen Sie in unserer ",
          link("Datenschutzerklärung", paths.privacy),
          ".",
        ],
      },
    ],
  },
];
