import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Reiff",
    description: "Fallstudie Reiff.",
    path: "/reiff-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Reiff" intro="Projektbericht Reiff." />;
}
