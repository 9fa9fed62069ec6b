import { paths } from "../../paths";
import { claimTextsOf } from "../claims";
import { site } from "../site";
import { germanList, link, typeset } from "./document";
import type { ImpressumPhrases } from "./impressum";

/** The Impressum in German, the binding text: the words of impressum.ts. Every fact comes from site.ts. */

const { legal, address } = site;

const phrases: ImpressumPhrases = {
  demo: {
    id: "demo-website",
    title: "Hinweis: Demo-Website",
    text: `Diese Website ist eine Demonstration: ${site.name} ist eine erfundene Agentur, und auch die Angaben zum Anbieter auf dieser Seite gehören zu dieser erfundenen Identität. Die Projekte, Kundenstimmen und Auszeichnungen auf dieser Website sind ausgedacht. Die Unternehmen, die hier genannt oder mit ihrem Logo gezeigt werden, sind keine Kunden von ${site.name}; sie haben weder mit ${site.name} zusammengearbeitet noch diese Inhalte beauftragt oder freigegeben. Ihre Namen und Marken gehören ihren jeweiligen Inhabern.`,
  },
  postalAddress: [legal.company, address.street, `${address.postalCode} ${address.city}`, address.country],
  provider: {
    id: "anbieter",
    title: "Angaben gemäß § 5 DDG",
    legalForm: ["Rechtsform", legal.legalForm],
    seat: "Sitz der Gesellschaft",
    representedBy: ["Vertreten durch", `${germanList(legal.managingDirectors)} (Geschäftsführung)`],
  },
  contact: {
    id: "kontakt",
    title: "Kontakt",
    phone: "Telefon",
    email: "E-Mail",
    form: [
      "Für Projektanfragen nutzen Sie gern auch unser ",
      link("Kontaktformular", paths.contact),
      `. Wir antworten ${claimTextsOf.de.replyTime}.`,
    ],
  },
  register: {
    id: "register",
    title: "Registereintrag",
    court: ["Registergericht", legal.registerCourt],
    number: "Registernummer",
  },
  vat: {
    id: "umsatzsteuer",
    title: "Umsatzsteuer-Identifikationsnummer",
    vatId: "Umsatzsteuer-Identifikationsnummer gemäß § 27a Umsatzsteuergesetz: ",
    economicId: "Wirtschafts-Identifikationsnummer gemäß § 139c Abgabenordnung: ",
  },
  responsible: { id: "verantwortlich", title: "Verantwortlich für den Inhalt nach § 18 Abs. 2 MStV" },
  disputeResolution: {
    id: "streitbeilegung",
    title: "Verbraucherstreitbeilegung",
    text: "Unsere Leistungen richten sich an Unternehmen und öffentliche Auftraggeber. Wir sind nicht verpflichtet und nicht bereit, an Streitbeilegungsverfahren vor einer Verbraucherschlichtungsstelle teilzunehmen.",
  },
  copyright: {
    id: "bildnachweis",
    title: "Urheberrecht und Bildnachweise",
    // § 7 UrhG: only natural persons are authors; the company holds the rights of use (issue 26, decision 10).
    text: `Texte und Zeichnungen dieser Website (Illustrationen, Porträts und Logo) haben Mitarbeitende der ${legal.company} geschaffen; sie sind urheberrechtlich geschützt. Die ausschließlichen Nutzungsrechte daran liegen bei der ${legal.company}. Wer Inhalte außerhalb dieser Website verwenden möchte, braucht unsere Zustimmung. Wir verwenden keine Fotos von Personen: Alle Porträts sind gezeichnete Illustrationen. Genannte Marken und Unternehmensnamen gehören ihren jeweiligen Inhabern.`,
    credits: [
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
  privacy: {
    id: "datenschutz",
    title: "Datenschutz",
    text: [
      "Wie wir mit personenbezogenen Daten umgehen, lesen Sie in unserer ",
      link("Datenschutzerklärung", paths.privacy),
      ".",
    ],
  },
};

/** The German Impressum page: its title, header and the Impressum's words. */
export const impressumDe = {
  meta: {
    title: "Impressum",
    description: `Impressum der ${legal.company}, ${address.city}: Anbieterkennzeichnung nach § 5 DDG mit Anschrift, Geschäftsführung, Kontakt und Handelsregister.`,
  },
  header: {
    eyebrow: "Rechtliches",
    title: "Impressum",
    intro: typeset("Anbieterkennzeichnung nach § 5 Digitale-Dienste-Gesetz (DDG) und § 18 Medienstaatsvertrag (MStV)."),
  },
  phrases,
};
