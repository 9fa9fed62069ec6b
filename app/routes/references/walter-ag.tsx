import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Walter AG",
    description: "Fallstudie Walter AG.",
    path: "/walter-ag-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Walter AG" intro="Projektbericht Walter AG." />;
}
