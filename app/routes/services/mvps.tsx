import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "MVPs & Prototypen",
    description: "In 2–4 Wochen zum klickbaren Prototyp.",
    path: "/services/mvps",
  });
}

export default function Page() {
  return (
    <PageHeader
      eyebrow="Leistungen"
      title="Entwicklung von MVPs & Prototypen"
      intro="In 2–4 Wochen zum klickbaren Prototyp."
    />
  );
}
