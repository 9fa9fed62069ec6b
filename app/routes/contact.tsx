import { data } from "react-router";
import type { ContactSubmission } from "~/contact/contact-fields";
import { DiscoveryAndDirectContact, NextSteps } from "~/contact/contact-page-sections";
import { ContactSection } from "~/contact/contact-section";
import { contactMeta, contactPage } from "~/content/contact";
import { pageMeta, webPageJsonLd } from "~/lib/meta";
import { serverRequestContext } from "~/lib/request-context.server";
import type { Route } from "./+types/contact";
import { paths } from "~/paths";

export const meta: Route.MetaFunction = () => {
  return pageMeta({
    ...contactMeta,
    path: paths.contact,
    jsonLd: { ...webPageJsonLd(contactMeta.title, contactMeta.description, paths.contact), "@type": "ContactPage" },
  });
};

/**
 * Answer to a native post of the contact form that was not accepted (invalid fields, rate limit,
 * store down): the server has checked it and hands over the outcome in the load context; the page
 * shows the form again with the visitor's input and the messages. An accepted post never gets here:
 * it is redirected to /contact/sent (server/contact/form-post.ts).
 */
export function action({ context }: Route.ActionArgs) {
  const { contactSubmission: submission, contactSubmissionStatus } = context.get(serverRequestContext);
  // Only the server's form handler sends posts here; anything else has nothing to show.
  if (!submission) throw data(null, { status: 405, headers: { Allow: "GET, HEAD" } });
  return data(submission, { status: contactSubmissionStatus ?? 200 });
}

/** /contact: the contact section as the page's h1, then what happens next and the direct ways to reach us. */
export default function ContactPage({ actionData }: Route.ComponentProps) {
  return (
    <>
      <ContactSection
        headingLevel="h1"
        eyebrow={contactPage.eyebrow}
        submission={actionData as ContactSubmission | undefined}
      />
      <NextSteps />
      <DiscoveryAndDirectContact />
    </>
  );
}
