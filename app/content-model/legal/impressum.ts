import { phoneHref } from "../format";
import { site } from "../site";
import { link, mailto, type Block, type LegalDocument, type Rich } from "./document";

/**
 * The Impressum after § 5 DDG and § 18 Abs. 2 MStV, written once for both editions: its sections and
 * blocks, and which appear for the identity in site.ts. The words are each language's phrase table
 * (impressum-de.ts, the binding German text; impressum-en.ts, its courtesy translation); every fact
 * comes from site.ts. Deliberately no link to the EU online dispute resolution platform: it was shut
 * down in July 2025.
 */

/** A section's anchor (a word of its language) and its heading. */
type Heading = { id: string; title: string };

/** The words of the Impressum in one language. */
export type ImpressumPhrases = {
  /** While site.ts holds the demo identity: the agency and its work are invented, the companies named no customers. */
  demo: Heading & { text: string };
  /** The company's postal address, a line each. */
  postalAddress: readonly string[];
  provider: Heading & { legalForm: [string, string]; seat: string; representedBy: [string, string] };
  contact: Heading & { phone: string; email: string; form: Rich };
  register: Heading & { court: [string, string]; number: string };
  vat: Heading & {
    vatId: string;
    /** § 5 Abs. 1 Nr. 6 DDG: only once the Bundeszentralamt für Steuern has assigned one. */
    economicId: string;
  };
  responsible: Heading;
  disputeResolution: Heading & { text: string };
  copyright: Heading & { text: string; credits: readonly Rich[] };
  privacy: Heading & { text: Rich };
};

const { legal, address } = site;

const p = (content: Rich): Block => ({ kind: "p", content });
const facts = (...rows: [term: string, value: Rich][]): Block => ({
  kind: "facts",
  rows: rows.map(([term, value]) => ({ term, value })),
});

/** The Impressum in a language. */
export function impressum(t: ImpressumPhrases): LegalDocument {
  return [
    // First, because every page's demo notice links here (docs/decisions/0019-demo-identity.md).
    ...(site.demo ? [{ id: t.demo.id, title: t.demo.title, blocks: [p(t.demo.text)] }] : []),
    {
      id: t.provider.id,
      title: t.provider.title,
      blocks: [
        { kind: "lines", lines: t.postalAddress },
        // The seat is where the company is registered; for this site it is the postal address.
        facts(t.provider.legalForm, [t.provider.seat, address.city], t.provider.representedBy),
      ],
    },
    {
      id: t.contact.id,
      title: t.contact.title,
      blocks: [
        facts([t.contact.phone, [link(site.phone, phoneHref(site.phone))]], [t.contact.email, [mailto(site.email)]]),
        p(t.contact.form),
      ],
    },
    {
      id: t.register.id,
      title: t.register.title,
      blocks: [facts(t.register.court, [t.register.number, legal.registerNumber])],
    },
    {
      id: t.vat.id,
      title: t.vat.title,
      blocks: [
        p([t.vat.vatId, { strong: legal.vatId }]),
        ...(legal.economicId ? [p([t.vat.economicId, { strong: legal.economicId }])] : []),
      ],
    },
    {
      id: t.responsible.id,
      title: t.responsible.title,
      blocks: [{ kind: "lines", lines: [legal.contentResponsible, ...t.postalAddress] }],
    },
    { id: t.disputeResolution.id, title: t.disputeResolution.title, blocks: [p(t.disputeResolution.text)] },
    {
      id: t.copyright.id,
      title: t.copyright.title,
      blocks: [p(t.copyright.text), { kind: "list", items: t.copyright.credits }],
    },
    { id: t.privacy.id, title: t.privacy.title, blocks: [p(t.privacy.text)] },
  ];
}
