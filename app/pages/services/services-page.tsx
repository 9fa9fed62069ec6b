import { CtaBand } from "~/components/sections/cta-band";
import { StaticHtml } from "~/components/ui/static-html";
import { MediaSplit } from "~/components/sections/media-split";
import { PageHeader } from "~/components/sections/page-header";
import { Process } from "~/components/sections/process";
import { ServicesGrid } from "~/components/sections/services-grid";
import { Section } from "~/components/ui/section";
import { pageMeta } from "~/lib/meta";
import { serviceListJsonLd } from "~/lib/service-json-ld";
import type { Edition } from "~/content-model/edition";
import { pageHandle } from "~/lib/page-handle";
import type { ServicesFile } from "./page-type";

/** Services overview (requirements §2.4), also at /leistungen: five cards, each linking to its page. */
export function servicesPage(content: ServicesFile, edition: Edition) {
  const { serviceCards, paths } = edition;
  return {
    handle: pageHandle(edition),
    meta: () => {
      const { title, description } = content.meta;
      return pageMeta({
        title,
        description,
        path: paths.services,
        jsonLd: serviceListJsonLd(title, description, paths.services, serviceCards),
      });
    },
    Component: ServicesPage,
  };

  function ServicesPage() {
    const { header, services, process, guide, cta } = content;
    return (
      <>
        {/* The whole page needs no JavaScript (ADR 0023). */}
        <StaticHtml>
          <PageHeader eyebrow={header.eyebrow} title={header.title} intro={header.intro}>
            <ul className="mt-10 flex flex-wrap gap-x-6 gap-y-2 text-sm text-ink-300">
              {header.proof.map((p) => (
                <li key={p} className="flex items-center gap-2">
                  <span aria-hidden className="size-1.5 rounded-full bg-accent-400" />
                  {p}
                </li>
              ))}
            </ul>
          </PageHeader>

          <Section id="services" tone="surface" headingId="services-title" heading={services}>
            <ServicesGrid items={serviceCards} />
          </Section>

          <Process {...process} />

          <MediaSplit headingId="guide-title" tone="surface" reverse {...guide} />

          <CtaBand title={cta.title} text={cta.text} button={cta.button} />
        </StaticHtml>
      </>
    );
  }
}
