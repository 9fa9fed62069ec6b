import { data } from "react-router";
import type { ContactSubmission } from "~/contact/contact-fields";
import { ContactSection } from "~/contact/contact-section";
import { contactPage, contactSubmissionMeta } from "~/content/contact";
import { site } from "~/content/site";
import { serverRequestContext } from "~/lib/request-context.server";
import type { Route } from "./+types/contact-submission";

/**
 * Answer to a native post of the contact form (before hydration or without JavaScript). The server
 * has already validated and stored the message and hands over the outcome in the load context;
 * this page shows it in the site's layout: the success message, or the form again with the
 * visitor's input and the field messages.
 */
export function action({ context }: Route.ActionArgs) {
  const { contactSubmission: submission, contactSubmissionStatus } = context.get(serverRequestContext);
  // Only the server's form handler sends requests here; anything else has nothing to show.
  if (!submission) throw data(null, { status: 405, headers: { Allow: "POST" } });
  return data(submission, { status: contactSubmissionStatus ?? 200 });
}

export const meta: Route.MetaFunction = () => {
  return [{ title: `${contactSubmissionMeta.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
};

export default function ContactSubmissionPage({ actionData }: Route.ComponentProps) {
  return (
    <ContactSection
      headingLevel="h1"
      eyebrow={contactPage.eyebrow}
      submission={actionData as ContactSubmission | undefined}
    />
  );
}
