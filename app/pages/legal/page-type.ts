import { definePageType } from "../define-page-type";

/**
 * The Impressum (§ 5 DDG) and the privacy policy (Art. 13 GDPR), each with its English courtesy
 * translation. Their texts are app/content-model/legal/: built from site.ts and, for the policy, from the
 * running configuration (docs/decisions/0010-privacy-policy-from-configuration.md).
 */
export const legalPageType = definePageType({
  folder: "legal",
  content: {},
  routes: (at) => [
    { id: "impressum", module: "impressum", path: at.impressum },
    { id: "privacy", module: "privacy", path: at.privacy },
  ],
});
