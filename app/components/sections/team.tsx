import { FadeIn } from "~/components/ui/fade-in";
import type { TeamMember } from "~/content/team";
import { Drawing } from "~/components/ui/drawing";
import { avatarArt } from "~/content/people";

/** Team grid. At 640 px or less a compact two-column variant with smaller portraits (requirements §4). */
export function Team({ members }: { members: TeamMember[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3">
      {members.map((m) => (
        <li key={m.name} className="flex">
          <FadeIn className="flex w-full">
            <div className="group w-full rounded-card border border-hairline bg-white p-4 text-center shadow-card transition duration-300 hover:-translate-y-1 hover:shadow-lift sm:p-7">
              <Drawing
                art={avatarArt(m.avatar)}
                alt=""
                width={112}
                className="mx-auto size-20 rounded-full sm:size-28"
              />
              <h3 className="mt-4 text-base font-semibold sm:text-lg">{m.name}</h3>
              <p className="text-sm font-medium text-accent-600">{m.role}</p>
              <p className="mt-1 text-sm text-muted max-sm:hidden">{m.focus}</p>
            </div>
          </FadeIn>
        </li>
      ))}
    </ul>
  );
}
