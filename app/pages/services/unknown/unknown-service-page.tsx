import { PageHeader } from "~/components/sections/page-header";
import { Section } from "~/components/ui/section";
import { SiteLink } from "~/components/ui/site-link";
import type { Edition } from "~/content-model/edition";
import type { LayoutFile } from "~/content-model/schema/edition-files";
import { site } from "~/content-model/site";
import { pageHandle } from "~/lib/page-handle";

/**
 * Any /services/{service} that is not one of the five services (requirements §2.1): 'Service not found'
 * (the specification's English words, marked as English on the German page) and the five services.
 */
export function unknownServicePage(file: LayoutFile, edition: Edition) {
  const { unknownService } = file;
  const { serviceNav, language } = edition;
  return {
    handle: pageHandle(edition),
    meta: () => [{ title: `${unknownService.title} | ${site.name}` }, { name: "robots", content: "noindex" }],
    Component: function UnknownService() {
      return (
        <>
          <PageHeader
            eyebrow={unknownService.eyebrow}
            title={language === "en" ? unknownService.title : <span lang="en">{unknownService.title}</span>}
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
    },
  };
}
