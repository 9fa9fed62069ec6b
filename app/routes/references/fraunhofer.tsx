import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Fraunhofer",
    description: "Fallstudie Fraunhofer.",
    path: "/fraunhofer-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Fraunhofer" intro="Projektbericht Fraunhofer." />;
}
