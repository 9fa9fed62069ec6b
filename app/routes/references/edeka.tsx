import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenz EDEKA",
    description: "Fallstudie EDEKA.",
    path: "/edeka-reference",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Referenz" title="Referenz: EDEKA" intro="Projektbericht EDEKA." />;
}
