import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Clubscale",
    description: "Fallstudie Clubscale.",
    path: "/clubscale-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Clubscale" intro="Projektbericht Clubscale." />;
}
