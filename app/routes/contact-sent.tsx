import { ContactSection } from "~/contact/contact-section";
import { contactPage, contactSentMeta } from "~/content/contact";
import { pageMeta } from "~/lib/meta";
import { paths } from "~/paths";
import type { Route } from "./+types/contact-sent";

export const meta: Route.MetaFunction = () => pageMeta({ ...contactSentMeta, path: paths.contactSent, noindex: true });

/**
 * /contact/sent: where a form sent without JavaScript arrives once the message was accepted
 * (POST/redirect/GET, server/contact/form-post.ts): the success message of requirements §8 above
 * an empty form. A reload shows the page again; nothing is sent twice.
 */
export default function ContactSentPage() {
  return <ContactSection headingLevel="h1" eyebrow={contactPage.eyebrow} submission={{ outcome: "success" }} />;
}
