import { ContactSection } from "~/contact/contact-section";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Kontakt",
    description:
      "Kostenloses, unverbindliches Erstgespräch von 30 Minuten: Schreiben Sie uns, wir melden uns innerhalb eines Werktags.",
    path: "/contact",
  });
}

export default function ContactPage() {
  return <ContactSection headingLevel="h1" />;
}
