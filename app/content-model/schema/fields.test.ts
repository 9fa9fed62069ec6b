import { describe, expect, it } from "vitest";
import { placeholderValuesOf } from "../placeholders";
import { filledLength, META_DESCRIPTION_MAX, metaDescription } from "./fields";

describe("a page's meta description", () => {
  it("counts a placeholder as the longer of its two editions' texts", () => {
    const longer = Math.max(placeholderValuesOf.de.location.length, placeholderValuesOf.en.location.length);
    expect(filledLength("Based in {location}.")).toBe("Based in .".length + longer);
    expect(filledLength("{gibtEsNicht}")).toBe("{gibtEsNicht}".length);
  });

  it(`takes ${META_DESCRIPTION_MAX} characters and refuses one more, with the count in the message`, () => {
    const withCity = (length: number) => `{city} ${"x".repeat(length - placeholderValuesOf.de.city.length - 1)}`;
    expect(metaDescription.safeParse(withCity(META_DESCRIPTION_MAX)).success).toBe(true);
    const refused = metaDescription.safeParse(withCity(META_DESCRIPTION_MAX + 1));
    expect(refused.success).toBe(false);
    expect(refused.error?.issues[0]?.message).toBe(
      `at most ${META_DESCRIPTION_MAX} characters with its placeholders filled in (now ${META_DESCRIPTION_MAX + 1})`,
    );
    expect(metaDescription.safeParse(" ").success).toBe(false);
  });
});
