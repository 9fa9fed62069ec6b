import { describe, expect, it } from "vitest";
import { ConfigError, loadConfig } from "./config";

describe("loadConfig", () => {
  it("has working defaults for a fresh checkout", () => {
    const config = loadConfig({});
    expect(config.port).toBe(3000);
    expect(config.host).toBe("0.0.0.0");
    expect(config.dataDir).toBe("./data");
    expect(config.contact.smtpUrl).toBeUndefined();
    expect(config.contact.retentionDays).toBe(30);
    expect(config.contact.rateLimit).toBe(true);
    expect(config.trustProxy).toBe(false);
  });

  it("reads and normalises the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      SITE_URL: "https://www.example.de/",
      SMTP_URL: "smtps://user:pass@mail.example.de:465",
      CONTACT_TO: "leads@example.de",
      RATE_LIMIT: "0",
      TRUST_PROXY: "1",
    });
    expect(config.port).toBe(8080);
    expect(config.siteUrl).toBe("https://www.example.de");
    expect(config.contact.smtpUrl).toBe("smtps://user:pass@mail.example.de:465");
    expect(config.contact.to).toBe("leads@example.de");
    expect(config.contact.rateLimit).toBe(false);
    expect(config.trustProxy).toBe(1);
  });

  it("treats empty variables as unset", () => {
    expect(loadConfig({ PORT: "", SMTP_URL: "" }).port).toBe(3000);
  });

  it.each([
    ["PORT", "eighty"],
    ["PORT", "70000"],
    ["SITE_URL", "ftp://example.de"],
    ["SMTP_URL", "http://mail.example.de"],
    ["CONTACT_TO", "not-an-address"],
    ["CONTACT_RETENTION_DAYS", "0"],
    ["RATE_LIMIT", "maybe"],
    ["DATABASE_URL", "mysql://db.example.de/leads"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it("selects PostgreSQL only when DATABASE_URL is set", () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    const url = "postgresql://web:secret@db.example.de:5432/leads?sslmode=require";
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/leads" }).databaseUrl).toBe("postgres://localhost/leads");
  });
});
