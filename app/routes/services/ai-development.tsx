import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "AI-Entwicklung",
    description: "KI-Lösungen mit messbarem Nutzen.",
    path: "/services/ai-development",
  });
}

export default function Page() {
  return (
    <PageHeader eyebrow="Leistungen" title="AI-Entwicklung für Unternehmen" intro="KI-Lösungen mit messbarem Nutzen." />
  );
}
