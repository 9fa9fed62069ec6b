import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "App-Entwicklung: Wissen",
    description: "Was App-Entwicklung kostet, wie lange sie dauert und worauf es ankommt.",
    path: "/app-development-knowledge",
  });
}

export default function Page() {
  return (
    <PageHeader
      eyebrow="Wissen"
      title="App-Entwicklung: Wissen für Entscheider"
      intro="Was App-Entwicklung kostet, wie lange sie dauert und worauf es ankommt."
    />
  );
}
