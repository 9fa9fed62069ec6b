import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz Whitemacs",
    description: "Fallstudie Whitemacs.",
    path: "/whitemacs-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: Whitemacs" intro="Projektbericht Whitemacs." />;
}
