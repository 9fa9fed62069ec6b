import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Software-Entwicklung",
    description: "Individuelle Software, die sich Ihren Prozessen anpasst.",
    path: "/services/software-development",
  });
}

export default function Page() {
  return (
    <PageHeader
      eyebrow="Leistungen"
      title="Individuelle Software-Entwicklung"
      intro="Individuelle Software, die sich Ihren Prozessen anpasst."
    />
  );
}
