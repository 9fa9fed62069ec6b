import { FadeIn } from "~/components/ui/fade-in";
import type { TeamMember } from "~/content-model/edition";
import { Drawing } from "~/components/ui/drawing";
import { avatarArt } from "~/content-model/people";

/** Team grid. At 640 px or less a compact two-column variant with smaller portraits (requirements §4). */
export function Team({ members }: { members: readonly TeamMember[] }) {
  return (
    <ul className="grid grid-cols-2 gap-4 sm:gap-6 md:grid-cols-3">
      {members.map((m) => (
        <FadeIn as="li" key={m.name} className="flex">
          <div className="team-card card card-lift">
            <Drawing art={avatarArt(m.avatar)} alt="" width={112} />
            <h3>{m.name}</h3>
            <p>{m.role}</p>
            <p>{m.focus}</p>
          </div>
        </FadeIn>
      ))}
    </ul>
  );
}
