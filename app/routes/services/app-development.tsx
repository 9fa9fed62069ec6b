import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "App-Entwicklung",
    description: "Mobile Apps für iOS und Android.",
    path: "/services/app-development",
  });
}

export default function Page() {
  return (
    <PageHeader eyebrow="Leistungen" title="B2B Mobile App Entwicklung" intro="Mobile Apps für iOS und Android." />
  );
}
