import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Plantafel",
    description: "Fallstudie Plantafel.",
    path: "/plantafel-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Plantafel" intro="Projektbericht Plantafel." />;
}
