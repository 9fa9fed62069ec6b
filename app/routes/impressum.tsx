import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Impressum",
    description: "Anbieterkennzeichnung nach § 5 DDG.",
    path: "/impressum",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Rechtliches" title="Impressum" intro="Angaben gemäß § 5 DDG." />;
}
