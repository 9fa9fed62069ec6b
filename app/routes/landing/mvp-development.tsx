import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "MVP-Entwicklung",
    description: "Klickbarer Prototyp in 2–4 Wochen.",
    path: "/mvp-development-landing",
    noindex: true,
  });
}

export default function Page() {
  return (
    <PageHeader
      eyebrow="MVP-Entwicklung"
      title="MVP-Entwicklung in 6 Wochen"
      intro="Klickbarer Prototyp in 2–4 Wochen."
    />
  );
}
