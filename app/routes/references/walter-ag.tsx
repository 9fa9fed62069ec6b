import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { walterAg } from "~/content/references/walter-ag";
import type { Route } from "./+types/walter-ag";

export const meta: Route.MetaFunction = () => referenceMeta(walterAg);

export default function Page() {
  return <ReferencePage reference={walterAg} />;
}
