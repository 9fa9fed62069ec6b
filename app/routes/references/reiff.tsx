import { ReferencePage, referenceMeta } from "~/components/sections/reference-page";
import { reiff } from "~/content/references/reiff";
import type { Route } from "./+types/reiff";

export const meta: Route.MetaFunction = () => referenceMeta(reiff);

export default function Page() {
  return <ReferencePage reference={reiff} />;
}
