import { afterEach, describe, expect, it, vi } from "vitest";
import { site } from "../site";
import { documentText } from "./document";

/** The Impressum as rendered from site.ts after changing one value (site.ts is plain data at runtime). */
async function impressumWith(economicId: string | null) {
  vi.resetModules();
  const { site: fresh } = await import("../site");
  (fresh.legal as { economicId: string | null }).economicId = economicId;
  const [{ impressum }, { impressumDe }] = await Promise.all([import("./impressum"), import("./impressum-de")]);
  return documentText(impressum(impressumDe.phrases));
}

afterEach(() => vi.resetModules());

describe("Impressum", () => {
  it("shows the Wirtschafts-Identifikationsnummer only when site.ts sets one", async () => {
    expect(await impressumWith(null)).not.toContain("Wirtschafts-Identifikationsnummer");
    const text = await impressumWith("DE123456789-00001");
    expect(text).toContain("Wirtschafts-Identifikationsnummer");
    expect(text).toContain("DE123456789-00001");
  });

  it("credits third-party icons and font under their licences", async () => {
    const text = await impressumWith(site.legal.economicId);
    expect(text).toMatch(/Lucide.*ISC-Lizenz/);
    expect(text).toMatch(/Inter.*SIL Open Font License/);
    expect(text).not.toMatch(/Grafiken dieser Website wurden von/); // the old claim that everything is ours
  });

  it("names the staff as authors and the company as holder of the rights of use (§ 7 UrhG)", async () => {
    const text = await impressumWith(site.legal.economicId);
    expect(text).toContain(`haben Mitarbeitende der ${site.legal.company} geschaffen`);
    expect(text).toContain(`Die ausschließlichen Nutzungsrechte daran liegen bei der ${site.legal.company}.`);
    // A company cannot be the author: no sentence may say the GmbH made the content itself.
    expect(text).not.toMatch(new RegExp(`hat die ${site.legal.company} selbst erstellt`));
  });
});
