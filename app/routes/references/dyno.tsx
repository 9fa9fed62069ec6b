import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Dyno",
    description: "Fallstudie Dyno.",
    path: "/dyno-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Dyno" intro="Projektbericht Dyno." />;
}
