import { data } from "react-router";
import { StaticHtml } from "~/components/ui/static-html";
import type { ContactSubmission } from "~/contact/contact-fields";
import { DiscoveryAndDirectContact, NextSteps } from "./contact-page-sections";
import { ContactSection } from "~/contact/contact-section";
import type { Edition } from "~/content-model/edition";
import { sectionAnchors } from "~/paths";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import { pageHandle } from "~/lib/page-handle";
import type { ServerRequestValues } from "~/lib/request-context.server";
import type { ContactFile } from "./page-type";

/**
 * The contact page (requirements §2.1, §2.8) of an edition: the contact section as the page's h1, then
 * what happens next and the direct ways to reach us. It also answers the form's native post.
 */
export function contactPage(contact: ContactFile, edition: Edition) {
  const { paths, language } = edition;
  const anchors = sectionAnchors[language];
  return {
    handle: pageHandle(edition),
    meta: () =>
      pageMeta({
        ...contact.meta,
        path: paths.contact,
        jsonLd: {
          ...webPageJsonLd(contact.meta.title, contact.meta.description, paths.contact),
          "@type": "ContactPage",
        },
      }),
    Component: function ContactPage({ actionData }: { actionData?: unknown }) {
      return (
        <>
          <ContactSection
            headingLevel="h1"
            eyebrow={contact.page.eyebrow}
            submission={actionData as ContactSubmission | undefined}
          />
          <StaticHtml>
            <NextSteps id={anchors.nextSteps} nextSteps={contact.nextSteps} />
            <DiscoveryAndDirectContact
              id={anchors.directContact}
              discoveryCall={contact.discoveryCall}
              reachUs={contact.reachUs}
            />
          </StaticHtml>
        </>
      );
    },
  };
}

/**
 * Answer to a native post of the contact form that was not accepted (invalid fields, rate limit,
 * store down): the server has checked it and hands over the outcome in the load context; the page
 * shows the form again with the visitor's input and the messages. An accepted post never gets here:
 * it is redirected to the "sent" page (server/contact/form-post.ts).
 */
export function contactAction({ contactSubmission: submission, contactSubmissionStatus }: ServerRequestValues) {
  // Only the server's form handler sends posts here; anything else has nothing to show.
  if (!submission) throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  return data(submission, { status: contactSubmissionStatus ?? 200 });
}

/**
 * Where a form sent without JavaScript arrives once the message was accepted (POST/redirect/GET,
 * server/contact/form-post.ts): the success message of requirements §8 above an empty form. A reload
 * shows the page again; nothing is sent twice. Not indexed.
 */
export function contactSentPage(contact: ContactFile, edition: Edition) {
  const { paths } = edition;
  return {
    handle: pageHandle(edition),
    meta: () => pageMeta({ ...contact.sentMeta, path: paths.contactSent, noindex: true }),
    Component: () => (
      <ContactSection headingLevel="h1" eyebrow={contact.page.eyebrow} submission={{ outcome: "success" }} />
    ),
  };
}
