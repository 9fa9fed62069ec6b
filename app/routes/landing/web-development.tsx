import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Webentwicklung für Unternehmen",
    description: "Webanwendungen, die mitwachsen.",
    path: "/web-development-landing",
    noindex: true,
  });
}

export default function Page() {
  return (
    <PageHeader
      eyebrow="Webentwicklung"
      title="Webentwicklung für Unternehmen"
      intro="Webanwendungen, die mitwachsen."
    />
  );
}
