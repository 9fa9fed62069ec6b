import { data } from "react-router";
import { PageHeader } from "~/components/sections/page-header";
import { Section } from "~/components/ui/section";
import { SiteLink } from "~/components/ui/site-link";
import { serviceNav } from "~/content/navigation";
import { unknownService } from "~/content/unknown-service";
import { site } from "~/content/site";
import type { Route } from "./+types/unknown";

// Any /services/{service} that is not one of the five services (requirements §2.1).
export function loader() {
  return data(null, { status: 404 });
}

export const meta: Route.MetaFunction = () => {
  return [{ title: `${unknownService.title} | ${site.name}` }, { name: "robots", content: "noindex" }];
};

export default function UnknownService() {
  return (
    <>
      <PageHeader
        eyebrow={unknownService.eyebrow}
        title={<span lang="en">{unknownService.title}</span>}
        intro={unknownService.intro}
      />
      <Section>
        <ul className="grid gap-3 sm:grid-cols-2">
          {serviceNav.map((s) => (
            <li key={s.key}>
              <SiteLink
                to={s.href}
                className="block rounded-xl border border-hairline p-5 font-semibold text-heading hover:border-accent-300 hover:bg-accent-50"
              >
                {s.label}
                <span className="block text-sm font-normal text-muted">{s.description}</span>
              </SiteLink>
            </li>
          ))}
        </ul>
      </Section>
    </>
  );
}
