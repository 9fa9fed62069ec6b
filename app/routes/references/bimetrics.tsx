import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Bimetrics",
    description: "Fallstudie Bimetrics.",
    path: "/bimetrics-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Bimetrics" intro="Projektbericht Bimetrics." />;
}
