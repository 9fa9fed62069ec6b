import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Leistungen",
    description:
      "Software-Entwicklung, AI-Entwicklung, Webanwendungen, App-Entwicklung sowie MVPs und Prototypen – alles aus einer Hand.",
    path: "/services",
  });
}

export default function Page() {
  return (
    <PageHeader
      eyebrow="Leistungen"
      title="Unsere Leistungen"
      intro="Fünf Leistungen, ein Team: von der ersten Idee bis zum stabilen Betrieb."
    />
  );
}
