import { renderToStaticMarkup } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import sharedDe from "../../../content/de/shared.yaml";
import sharedEn from "../../../content/en/shared.yaml";
import { legalTypeset } from "~/content-model/legal/document";
import { impressum } from "~/content-model/legal/impressum";
import { impressumEn } from "~/content-model/legal/impressum-en";
import { defaultPrivacyFacts } from "~/content-model/legal/operation";
import { privacyDe } from "~/content-model/legal/privacy-de";
import { privacyEn } from "~/content-model/legal/privacy-en";
import { privacyPolicy } from "~/content-model/legal/privacy-policy";
import { paths } from "~/paths";
import { LegalDocument } from "./legal-document";

const render = (element: React.ReactElement) => renderToStaticMarkup(<MemoryRouter>{element}</MemoryRouter>);
// The labels as the legal pages build them: the table of contents' words from the edition's shared.yaml.
const labels = {
  de: { tableOfContents: sharedDe.tableOfContents, typeset: legalTypeset.de },
  en: { tableOfContents: sharedEn.tableOfContents, typeset: legalTypeset.en },
};

describe("LegalDocument in either language", () => {
  it("renders German: German table of contents and typesetting, no notice", () => {
    const html = render(
      <LegalDocument sections={privacyPolicy(defaultPrivacyFacts, privacyDe.phrases)} labels={labels.de} />,
    );
    expect(html).toContain('aria-label="Inhaltsverzeichnis"');
    expect(html).toContain("Art.\u00a06 Abs.\u00a01 lit.\u00a0f\u00a0DSGVO");
    expect(html).not.toContain("Courtesy translation");
  });

  it("renders the English policy with the English labels and typesetting, the binding-version notice first", () => {
    const html = render(
      <LegalDocument
        sections={privacyPolicy(defaultPrivacyFacts, privacyEn.phrases)}
        labels={labels.en}
        notice={privacyEn.notice}
      />,
    );
    expect(html).toContain('aria-label="Table of contents"');
    expect(html).toContain(">Contents<");
    expect(html).toContain("Art.\u00a06(1)(f)\u00a0GDPR");
    expect(html).toContain('id="contact-form"');
    const notice = html.indexOf("Courtesy translation");
    expect(notice).toBeGreaterThan(-1);
    expect(notice).toBeLessThan(html.indexOf('id="controller"'));
    expect(html).toContain(`href="${paths.privacy}"`);
  });

  it("shows the notice above the cards of the English legal notice", () => {
    const html = render(
      <LegalDocument
        sections={impressum(impressumEn.phrases)}
        layout="cards"
        labels={labels.en}
        notice={impressumEn.notice}
      />,
    );
    expect(html.indexOf("Courtesy translation")).toBeLessThan(html.indexOf('id="provider"'));
    expect(html).toContain(`href="${paths.impressum}"`);
    expect(html).toContain("Information under §\u00a05\u00a0DDG");
  });
});
