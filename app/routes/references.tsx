import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Referenzen",
    description:
      "Ausgewählte Projekte: Apps, Plattformen und Fachsoftware für Handel, Industrie, Finanzen und öffentliche Hand.",
    path: "/references",
  });
}

export default function Page() {
  return (
    <PageHeader eyebrow="Referenzen" title="Referenzen" intro="Ein Auszug aus über 50 abgeschlossenen Projekten." />
  );
}
