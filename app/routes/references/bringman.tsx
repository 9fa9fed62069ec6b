import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Bringman",
    description: "Fallstudie Bringman.",
    path: "/bringman-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Bringman" intro="Projektbericht Bringman." />;
}
