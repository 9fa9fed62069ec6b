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
    expect(config.renderBudget).toBe(60);
    expect(config.trustProxy).toBe(false);
  });

  it("reads and normalises the environment", () => {
    const config = loadConfig({
      PORT: "8080",
      SITE_URL: "https://www.example.de/",
      SMTP_URL: "smtps://user:pass@mail.example.de:465",
      CONTACT_TO: "leads@example.de",
      RATE_LIMIT: "0",
      RENDER_BUDGET: "0",
      TRUST_PROXY: "1",
    });
    expect(config.port).toBe(8080);
    expect(config.siteUrl).toBe("https://www.example.de");
    expect(config.contact.smtpUrl).toBe("smtps://user:pass@mail.example.de:465");
    expect(config.contact.to).toBe("leads@example.de");
    expect(config.contact.rateLimit).toBe(false);
    expect(config.renderBudget).toBe(0);
    expect(config.trustProxy).toBe(1);
  });

  it("reach measurement: on by default for 400 days; STATS=0 switches it off", () => {
    expect(loadConfig({}).stats).toEqual({ retentionDays: 400, dashboardUsers: new Map() });
    expect(loadConfig({ STATS_RETENTION_DAYS: "90" }).stats?.retentionDays).toBe(90);
    expect(loadConfig({ STATS: "0" }).stats).toBeUndefined();
  });

  it("dashboard users: name:scrypt-hash entries; a plain password is refused, and never printed", () => {
    const hash = `scrypt:${"a".repeat(32)}:${"b".repeat(64)}`;
    const users = loadConfig({ STATS_DASHBOARD_USERS: `anna:${hash}, ben:${hash}` }).stats?.dashboardUsers;
    expect([...(users ?? new Map()).keys()]).toEqual(["anna", "ben"]);
    const refuse = () => loadConfig({ STATS_DASHBOARD_USERS: "anna:hunter2hunter2" });
    expect(refuse).toThrow(/STATS_DASHBOARD_USERS=\*\*\* \(each entry must be "name:scrypt:<salt>:<hash>"/);
    expect(refuse).not.toThrow(/hunter2/);
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
    ["RENDER_BUDGET", "-1"],
    ["RENDER_BUDGET", "plenty"],
    ["DATABASE_URL", "mysql://db.example.de/leads"],
    ["STATS", "sometimes"],
    ["STATS_RETENTION_DAYS", "0"],
  ])("rejects %s=%s with a message naming the variable", (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(ConfigError);
    expect(() => loadConfig({ [name]: value })).toThrow(name);
  });

  it("accepts hop counts and proxy addresses or subnets for TRUST_PROXY, never 'trust everyone'", () => {
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toBe(2);
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, loopback,2001:db8::1" }).trustProxy).toEqual([
      "10.0.0.0/8",
      "loopback",
      "2001:db8::1",
    ]);
    for (const value of ["true", "*", "all", "0.0.0.0/0", "::/0", "proxy.example.com", "99"]) {
      expect(() => loadConfig({ TRUST_PROXY: value }), value).toThrow(/TRUST_PROXY/);
    }
  });

  it("puts every problem on one line that names the variable and the fix", () => {
    const message = (() => {
      try {
        loadConfig({ PORT: "x", TRUST_PROXY: "true" });
      } catch (err) {
        return (err as Error).message;
      }
    })();
    expect(message).not.toContain("\n");
    expect(message).toMatch(/PORT=x .*TRUST_PROXY=true .*Fix the variable/);
  });

  it("HSTS for one year by default, configurable, and metrics only when a port is given", () => {
    expect(loadConfig({}).hstsMaxAge).toBe(31536000);
    expect(loadConfig({ HSTS_MAX_AGE: "0" }).hstsMaxAge).toBe(0);
    expect(loadConfig({}).metrics).toBeUndefined();
    expect(loadConfig({ METRICS_PORT: "9464" }).metrics).toEqual({ port: 9464, host: "127.0.0.1" });
  });

  it("selects PostgreSQL only when DATABASE_URL is set, and never repeats a password in an error", () => {
    expect(loadConfig({}).databaseUrl).toBeUndefined();
    const url = "postgresql://web:secret@db.example.de:5432/leads?sslmode=require";
    expect(loadConfig({ DATABASE_URL: url }).databaseUrl).toBe(url);
    expect(loadConfig({ DATABASE_URL: "postgres://localhost/leads" }).databaseUrl).toBe("postgres://localhost/leads");
    for (const [name, value] of [
      ["DATABASE_URL", "mysql://web:s3cret-pw@db.example.de/leads"],
      ["SMTP_URL", "http://web:s3cret-pw@mail.example.de"],
    ]) {
      expect(() => loadConfig({ [name!]: value })).toThrow(/web:\*\*\*@/);
      expect(() => loadConfig({ [name!]: value })).not.toThrow(/s3cret/);
    }
  });
});
