import { Clock, Mail, MapPin, Phone } from "lucide-react";
import { Avatar } from "~/components/illustrations/avatar";
import { formatPhoneHref, site } from "~/content/site";
import { ContactForm } from "./contact-form";

const person = site.contactPerson;

/** Contact section (SPEC §2.8) with anchor id "contact": heading, intro, form, contact person. */
export function ContactSection({ headingLevel = "h2" }: { headingLevel?: "h1" | "h2" }) {
  const Heading = headingLevel;
  return (
    <section id="contact" aria-labelledby="contact-title" className="bg-surface py-20 sm:py-24">
      <div className="container-page grid gap-12 lg:grid-cols-[1.5fr_1fr] lg:gap-16">
        <div>
          <Heading id="contact-title" className="text-3xl font-bold sm:text-4xl lg:text-[2.75rem]">
            Starten Sie jetzt Ihr Software Projekt mit {site.name}
          </Heading>
          <p className="mt-5 mb-10 max-w-2xl text-lg">
            Erzählen Sie uns von Ihrem Vorhaben. Wir melden uns innerhalb eines Werktags und vereinbaren ein
            kostenloses, unverbindliches Beratungsgespräch von {site.claims.discoveryCallMinutes} Minuten.
          </p>
          <ContactForm />
        </div>
        <aside aria-label="Ihr Ansprechpartner" className="max-sm:hidden">
          <div className="rounded-card border border-hairline bg-white p-8 shadow-card lg:sticky lg:top-28">
            <Avatar
              look={{ skin: 1, hair: "short", hairColor: "#3b2a1e", background: "#e0e5ff", beard: true }}
              size={96}
              className="rounded-full"
            />
            <p className="mt-5 text-sm font-semibold tracking-wide text-accent-600 uppercase">{person.label}</p>
            <p className="mt-1 text-xl font-semibold text-heading">{person.name}</p>
            <p className="text-muted">{person.role}</p>
            <ul className="mt-6 space-y-3">
              <li className="flex items-center gap-3">
                <Mail aria-hidden className="size-5 text-accent-600" />
                <a href={`mailto:${person.email}`} className="break-all hover:text-accent-700 hover:underline">
                  {person.email}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Phone aria-hidden className="size-5 text-accent-600" />
                <a href={formatPhoneHref(person.phone)} className="hover:text-accent-700 hover:underline">
                  {person.phone}
                </a>
              </li>
              <li className="flex items-center gap-3">
                <Clock aria-hidden className="size-5 text-accent-600" />
                <span>In der Region rund {site.claims.travelMinutes} Minuten entfernt</span>
              </li>
            </ul>
          </div>
        </aside>
        <address className="flex gap-3 not-italic sm:hidden">
          <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-accent-600" />
          <span>
            {site.legal.company}
            <br />
            {site.address.street}, {site.address.postalCode} {site.address.city}
            <br />
            <a href={formatPhoneHref(site.phone)} className="underline">
              {site.phone}
            </a>
          </span>
        </address>
      </div>
    </section>
  );
}
