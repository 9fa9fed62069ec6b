import { describe, expect, it } from "vitest";
import { hashPassword, isPasswordHash, verifyPassword } from "./password";

describe("dashboard passwords", () => {
  it("a hash verifies its password and no other; two hashes of one password differ (salt)", async () => {
    const hash = await hashPassword("correct horse battery");
    expect(isPasswordHash(hash)).toBe(true);
    expect(await verifyPassword("correct horse battery", hash)).toBe(true);
    expect(await verifyPassword("correct horse batterY", hash)).toBe(false);
    expect(await hashPassword("correct horse battery")).not.toBe(hash);
  });

  it("anything but a hash of ours never verifies", async () => {
    expect(await verifyPassword("x", "x")).toBe(false);
    expect(await verifyPassword("", "scrypt:00:00")).toBe(false);
    expect(isPasswordHash("plain-password")).toBe(false);
  });
});
