import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Beispielreferenz",
    description: "So sieht eine Fallstudie bei uns aus.",
    path: "/reference",
    noindex: true,
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Beispielreferenz" intro="So sieht eine Fallstudie bei uns aus." />;
}
