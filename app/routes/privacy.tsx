import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Datenschutzerklärung",
    description: "Informationen zur Verarbeitung personenbezogener Daten auf dieser Website.",
    path: "/privacy",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Rechtliches" title="Datenschutzerklärung" intro="Informationen nach Art. 13 DSGVO." />;
}
