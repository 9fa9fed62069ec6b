import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Webentwicklung",
    description: "Webanwendungen, Portale und SaaS-Plattformen.",
    path: "/services/web-development",
  });
}

export default function Page() {
  return (
    <PageHeader eyebrow="Leistungen" title="Webentwicklung" intro="Webanwendungen, Portale und SaaS-Plattformen." />
  );
}
