import { PageHeader } from "~/components/sections/page-header";
import { pageMeta } from "~/lib/meta";

export function meta() {
  return pageMeta({
    title: "Über Uns",
    description: "Wer wir sind und wie wir arbeiten.",
    path: "/about",
  });
}

export default function Page() {
  return <PageHeader eyebrow="Über Uns" title="Über Uns" intro="Wer wir sind und wie wir arbeiten." />;
}
