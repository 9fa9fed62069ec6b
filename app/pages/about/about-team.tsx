import { MapPin } from "lucide-react";
import { Team } from "~/components/sections/team";
import { FadeIn } from "~/components/ui/fade-in";
import { Section, SectionHeading } from "~/components/ui/section";
import type { TeamMember } from "~/content-model/edition";

type Props = {
  eyebrow: string;
  title: string;
  intro: string;
  members: readonly TeamMember[];
  location: { title: string; text: string; addressLines: readonly string[] };
};

/** The team grid with a card about where we are. */
export function AboutTeam({ eyebrow, title, intro, members, location }: Props) {
  return (
    <Section id="team" tone="surface" headingId="about-team-title">
      <div className="grid gap-10 lg:grid-cols-[1fr_1.6fr] lg:gap-16">
        <div>
          <SectionHeading id="about-team-title" eyebrow={eyebrow} title={title} intro={intro} />
          <FadeIn>
            <div className="card p-6 sm:p-7">
              <h3 className="flex items-center gap-2.5 text-lg font-semibold">
                <MapPin aria-hidden className="size-5 text-accent-600" />
                {location.title}
              </h3>
              <p className="mt-2.5">{location.text}</p>
              <p className="mt-4 text-sm font-medium text-heading">
                {location.addressLines.map((line, i) => (
                  <span key={line} className="block">
                    {line}
                    {i < location.addressLines.length - 1 && <span className="sr-only">, </span>}
                  </span>
                ))}
              </p>
            </div>
          </FadeIn>
        </div>
        <Team members={members} />
      </div>
    </Section>
  );
}
