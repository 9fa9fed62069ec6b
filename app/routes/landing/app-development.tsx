import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "App-Entwicklung für Unternehmen",
    description: "Klickbares Ergebnis in 4 Wochen.",
    path: "/app-development-landing",
    noindex: true,
  });
}

export default function Page() {
  return (
    <PageHeader
      eyebrow="App-Entwicklung"
      title="App-Entwicklung für Unternehmen"
      intro="Klickbares Ergebnis in 4 Wochen."
    />
  );
}
