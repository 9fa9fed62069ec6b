import { Check, Clock, Mail, MapPin, Phone } from "lucide-react";
import { lazy } from "react";
import { phoneHref } from "~/content-model/format";
import { site } from "~/content-model/site";
import { Drawing } from "~/components/ui/drawing";
import { HydrateOnVisible } from "~/components/ui/hydrate-on-visible";
import { avatarArt } from "~/content-model/people";
import type { ContactSubmission } from "./contact-fields";
import { AddressLines, PhoneLink } from "~/components/ui/contact-details";
import { useEdition } from "~/lib/page-handle";

// The form's code loads when the section comes near the screen (it works natively until then).
const ContactForm = lazy(() => import("./contact-form").then((m) => ({ default: m.ContactForm })));

/** The contact person's drawn avatar from the people registry (a missing drawing fails the build). */
const personLook = avatarArt(site.contactPerson.avatar);

type Props = {
  /** The contact page uses the section as its h1; everywhere else it is an h2. */
  headingLevel?: "h1" | "h2";
  /** Small label above the heading. */
  eyebrow?: string;
  /** Outcome of a native form submission, on the page that answers it. */
  submission?: ContactSubmission;
  /** The page's own call to action (`intros` of content/<language>/contact.yaml); the contact page's by default. */
  intro?: string;
};

/**
 * Contact section (requirements §2.8), anchor id "contact": heading, intro, the form, and
 * - above 640 px the contact person card (drawn avatar, name, 'Ihr Ansprechpartner', e-mail, phone),
 * - at 640 px or less the address block instead.
 * The variants switch by CSS only, so the prerendered HTML fits every width and nothing shifts on hydration.
 * Everything but the heading and the page's own intro is the same on every page: `data-copy="form"` keeps it
 * out of the copy checks for repeated phrases (tests/e2e/copy.spec.ts).
 */
export function ContactSection({ headingLevel = "h2", eyebrow, intro, submission }: Props) {
  const { contact, contactPerson: person } = useEdition();
  const copy = contact.section;
  const Heading = headingLevel;
  return (
    <section
      id="contact"
      aria-labelledby="contact-title"
      className="relative overflow-hidden bg-surface py-20 sm:py-24"
    >
      <div aria-hidden className="contact-glow" />
      <div className="relative container-page">
        <div className="max-w-3xl">
          {eyebrow && <p className="eyebrow">{eyebrow}</p>}
          <Heading id="contact-title" className="section-title">
            {copy.title}{" "}
            <span className="bg-accent-gradient box-decoration-clone bg-clip-text text-transparent">{site.name}</span>
          </Heading>
          <p className="mt-5 text-lg">{intro ?? copy.intro}</p>
          <ul data-copy="form" className="mt-6 flex flex-wrap gap-2.5">
            {copy.facts.map((fact) => (
              <li key={fact} className="pill">
                <Check aria-hidden className="size-4 text-accent-600" strokeWidth={3} />
                {fact}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-10 grid items-start gap-6 sm:mt-12 sm:gap-8 lg:grid-cols-[minmax(0,1fr)_22rem] xl:grid-cols-[minmax(0,1fr)_23rem] xl:gap-10">
          <div data-copy="form" className="card p-5 sm:p-8 lg:p-10">
            <HydrateOnVisible anchorId="contact">
              <ContactForm submission={submission} />
            </HydrateOnVisible>
          </div>

          <aside data-copy="form" aria-label={person.label} className="max-sm:hidden lg:sticky lg:top-28">
            <div className="card p-7 sm:grid sm:grid-cols-2 sm:gap-8 lg:block">
              <div className="flex items-center gap-5 lg:flex-col lg:items-start">
                {/* On /contact the section is the page's top, so the avatar is in the first screen. */}
                <Drawing
                  art={personLook}
                  alt=""
                  width={88}
                  eager={headingLevel === "h1"}
                  className="shrink-0 rounded-full ring-4 ring-accent-50"
                />
                <div>
                  <p className="kicker">{person.label}</p>
                  <p className="mt-1 text-xl font-semibold text-heading">{person.name}</p>
                  <p className="text-muted">{person.role}</p>
                </div>
              </div>
              <div className="lg:mt-6 lg:border-t lg:border-hairline lg:pt-6">
                <ul className="space-y-3 text-[0.9375rem]">
                  <li className="flex items-center gap-3">
                    <Mail aria-hidden className="size-5 shrink-0 text-accent-600" />
                    <a
                      href={`mailto:${person.email}`}
                      className="text-heading [overflow-wrap:anywhere] hover:text-accent-700 hover:underline"
                    >
                      {person.email}
                    </a>
                  </li>
                  <li className="flex items-center gap-3">
                    <Phone aria-hidden className="size-5 shrink-0 text-accent-600" />
                    <a href={phoneHref(person.phone)} className="text-heading hover:text-accent-700 hover:underline">
                      {person.phone}
                    </a>
                  </li>
                </ul>
                <p className="mt-5 flex gap-3 rounded-xl bg-accent-50 p-4 text-sm leading-relaxed text-heading">
                  <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
                  {copy.travel}
                </p>
              </div>
            </div>
          </aside>

          <address data-copy="form" className="card p-6 not-italic sm:hidden">
            <p className="kicker">{copy.addressLabel}</p>
            <p className="mt-3 flex gap-3">
              <MapPin aria-hidden className="mt-1 size-5 shrink-0 text-accent-600" />
              <span>
                <AddressLines companyClassName="font-semibold text-heading" />
              </span>
            </p>
            <p className="mt-3 flex items-center gap-3">
              <Phone aria-hidden className="size-5 shrink-0 text-accent-600" />
              <PhoneLink className="font-medium text-heading underline underline-offset-2" />
            </p>
            <p className="mt-4 flex gap-3 rounded-xl bg-accent-50 p-4 text-sm leading-relaxed text-heading">
              <Clock aria-hidden className="mt-0.5 size-5 shrink-0 text-accent-600" />
              {copy.travel}
            </p>
          </address>
        </div>
      </div>
    </section>
  );
}
