import { CalendarCheck, Check, Clock, Mail, MapPin, Phone } from "lucide-react";
import { ButtonLink } from "~/components/ui/button";
import { FadeIn } from "~/components/ui/fade-in";
import { Section } from "~/components/ui/section";
import { AddressLines, EmailLink, PhoneLink } from "~/components/ui/contact-details";
import { Icon } from "~/components/ui/icon";
import { useEdition } from "~/lib/page-handle";
import type { ContactFile } from "./page-type";

/** Contact page: the three steps after sending a message. */
export function NextSteps({ id, nextSteps }: { id: string; nextSteps: ContactFile["nextSteps"] }) {
  return (
    <Section
      id={id}
      headingId="next-steps-title"
      heading={{ eyebrow: nextSteps.eyebrow, title: nextSteps.title, intro: <p>{nextSteps.intro}</p> }}
    >
      <ol className="grid gap-5 md:grid-cols-3">
        {nextSteps.steps.map((step, index) => {
          return (
            <FadeIn as="li" key={step.title} className="flex">
              <div className="card relative flex w-full flex-col p-7">
                <div className="flex items-center justify-between">
                  <span className="bg-accent-gradient grid size-12 place-items-center rounded-2xl text-white">
                    <Icon name={step.icon} aria-hidden className="size-6" />
                  </span>
                  <span className="rounded-full bg-accent-50 px-3 py-1 text-sm font-semibold text-accent-700 tabular-nums">
                    {nextSteps.stepLabel} {index + 1}
                  </span>
                </div>
                <h3 className="mt-6 text-xl font-semibold">{step.title}</h3>
                <p className="mt-3">{step.text}</p>
              </div>
            </FadeIn>
          );
        })}
      </ol>
    </Section>
  );
}

/** Contact page: what the free discovery call covers, and the direct ways to reach us. */
export function DiscoveryAndDirectContact({
  id,
  discoveryCall,
  reachUs,
}: {
  id: string;
  discoveryCall: ContactFile["discoveryCall"];
  reachUs: ContactFile["reachUs"];
}) {
  const { section: contactSection } = useEdition().contact;
  return (
    <Section id={id} tone="surface">
      <div className="grid gap-6 lg:grid-cols-2 lg:gap-8">
        <FadeIn className="flex">
          <section
            aria-labelledby="discovery-call-title"
            className="on-dark relative w-full overflow-hidden rounded-card bg-ink-900 p-7 text-ink-200 sm:p-10"
          >
            <div
              aria-hidden
              className="absolute inset-0 bg-[radial-gradient(60%_70%_at_100%_0%,rgb(79_99_255/0.35),transparent)]"
            />
            <div className="relative">
              <p className="flex items-center gap-2 text-sm font-semibold tracking-[0.14em] text-warm-300 uppercase">
                <CalendarCheck aria-hidden className="size-4" />
                {discoveryCall.eyebrow}
              </p>
              <h2 id="discovery-call-title" className="mt-3 text-2xl font-bold text-white sm:text-3xl">
                {discoveryCall.title}
              </h2>
              <p className="mt-4 text-lg">{discoveryCall.text}</p>
              <ul className="mt-6 space-y-3">
                {discoveryCall.topics.map((topic) => (
                  <li key={topic} className="flex gap-3">
                    <Check aria-hidden className="mt-1 size-4 shrink-0 text-warm-300" strokeWidth={3} />
                    <span className="text-white">{topic}</span>
                  </li>
                ))}
              </ul>
              <ButtonLink to={discoveryCall.action.href} arrow className="mt-8">
                {discoveryCall.action.label}
              </ButtonLink>
            </div>
          </section>
        </FadeIn>

        <FadeIn className="flex">
          <section aria-labelledby="reach-us-title" className="card w-full p-7 sm:p-10">
            <p className="text-sm font-semibold tracking-[0.14em] text-accent-600 uppercase">{reachUs.eyebrow}</p>
            <h2 id="reach-us-title" className="mt-3 text-2xl font-bold sm:text-3xl">
              {reachUs.title}
            </h2>
            <p className="mt-4 text-lg">{reachUs.text}</p>
            <ul className="mt-7 space-y-5">
              <ContactRow icon={<Phone aria-hidden className="size-5" />} label={reachUs.phoneLabel}>
                <PhoneLink className="text-lg font-semibold text-heading hover:text-accent-700" />
              </ContactRow>
              <ContactRow icon={<Mail aria-hidden className="size-5" />} label={reachUs.emailLabel}>
                <EmailLink className="text-lg font-semibold text-heading [overflow-wrap:anywhere] hover:text-accent-700" />
              </ContactRow>
              <ContactRow icon={<MapPin aria-hidden className="size-5" />} label={reachUs.addressLabel}>
                <address className="not-italic">
                  <AddressLines companyClassName="font-semibold text-heading" inline />
                </address>
              </ContactRow>
            </ul>
            <p className="mt-7 flex gap-3 rounded-xl bg-accent-50 p-4 leading-relaxed text-heading">
              <Clock aria-hidden className="mt-1 size-5 shrink-0 text-accent-600" />
              {contactSection.travel}
            </p>
          </section>
        </FadeIn>
      </div>
    </Section>
  );
}

function ContactRow({ icon, label, children }: { icon: React.ReactNode; label: string; children: React.ReactNode }) {
  return (
    <li className="flex gap-4">
      <span className="grid size-11 shrink-0 place-items-center rounded-xl bg-accent-50 text-accent-600">{icon}</span>
      <div>
        <p className="text-sm font-medium text-muted">{label}</p>
        {children}
      </div>
    </li>
  );
}
