import { DiscoveryAndDirectContact, NextSteps } from "~/contact/contact-page-sections";
import { ContactSection } from "~/contact/contact-section";
import { contactMeta, contactPage } from "~/content/contact";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import type { Route } from "./+types/contact";
import { paths } from "~/paths";

export const meta: Route.MetaFunction = () => {
  return pageMeta({
    ...contactMeta,
    path: paths.contact,
    jsonLd: { ...webPageJsonLd(contactMeta.title, contactMeta.description, paths.contact), "@type": "ContactPage" },
  });
};

/** /contact: the contact section as the page's h1, then what happens next and the direct ways to reach us. */
export default function ContactPage() {
  return (
    <>
      <ContactSection headingLevel="h1" eyebrow={contactPage.eyebrow} />
      <NextSteps />
      <DiscoveryAndDirectContact />
    </>
  );
}
