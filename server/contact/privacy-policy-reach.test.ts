import { existsSync, readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { documentText } from "../../app/content-model/legal/document";
import { privacyFacts } from "../../app/content-model/legal/operation";
import { privacyDe } from "../../app/content-model/legal/privacy-de";
import { privacyPolicy } from "../../app/content-model/legal/privacy-policy";
import type { Config } from "../config";
import { addDays, dayOf } from "../stats/day";
import { OTHER, TAIL_DAYS, type StatRow } from "../stats/model";
import { statsDbPath } from "../stats/paths";
import { openStatsStore, createStatsService } from "../stats/stats-service";
import {
  parseMail,
  startHarness,
  testConfig,
  TestSmtp,
  validMessage,
  waitFor,
} from "../../tests/support/contact-harness";
import { captureLog, perTest } from "../../tests/support/per-test";

/**
 * The reach measurement and the lead's visit as the policy states them (issue 38), checked against the
 * running service: the retention period read from the text is the one the counts are pruned by, the
 * week after which the long tail is folded is the collector's, the visit is in the mail or the file
 * when counting is on and nowhere when it is off, and STATS=0 leaves no counts file behind.
 */

const scope = perTest();

const policyFor = (config: Config) =>
  documentText(privacyPolicy(privacyFacts(config), privacyDe.phrases)).replace(/[\s\u00a0]+/g, " ");

const VISIT = { entryPage: "/services/app-development", referrerHost: "news.example.net", utmCampaign: "herbst-2026" };

const row = (day: string, dimension: StatRow["dimension"], key: string, views = 1): StatRow => ({
  day,
  dimension,
  key,
  views,
  entries: 0,
  leads: 0,
});

describe("reach measurement as the policy states it", () => {
  it("deletes the daily totals after the period it states, and folds one-off referrers after a week", async () => {
    const config = testConfig({ DATA_DIR: scope.dir, STATS_RETENTION_DAYS: "45" });
    const text = policyFor(config);
    const days = Number(/Nach (\d+) Tagen werden die Tagessummen gelöscht/.exec(text)?.[1]);
    expect(days).toBe(45);
    expect(text).toContain("nach einer Woche zu einem Sammelposten zusammen");
    expect(TAIL_DAYS).toBe(7);

    const today = dayOf(Date.now());
    const store = openStatsStore(config);
    await store.ready;
    await store.add([
      row(addDays(today, -days - 1), "total", ""),
      row(addDays(today, -days + 1), "total", ""),
      row(addDays(today, -TAIL_DAYS - 1), "referrer", "once.example.org"),
      row(addDays(today, -1), "referrer", "yesterday.example.org"),
    ]);
    await store.close();

    const service = createStatsService(config, captureLog())!;
    scope.defer(() => service.stop());
    service.start(); // prunes at once, then hourly
    const check = openStatsStore(config, { readonly: true });
    scope.defer(() => check.close());
    const all = { from: addDays(today, -400), to: today };
    await waitFor(async () => (await check.read(all)).every((r) => r.key !== "once.example.org"), 5_000, "prune");
    const rows = await check.read(all);
    expect(rows.map((r) => r.day)).not.toContain(addDays(today, -days - 1));
    expect(rows.map((r) => r.day)).toContain(addDays(today, -days + 1));
    expect(
      rows
        .filter((r) => r.dimension === "referrer")
        .map((r) => r.key)
        .sort(),
    ).toEqual([OTHER, "yesterday.example.org"].sort());
  });

  it("keeps the lead's visit in the mail it states, naming entry page, referring website and campaign", async () => {
    const smtp = await TestSmtp.start();
    scope.defer(() => smtp.close());
    const config = testConfig({ DATA_DIR: scope.dir, SMTP_URL: smtp.url });
    expect(policyFor(config)).toContain("Die Angaben stehen in der E-Mail, mit der uns Ihre Anfrage erreicht");
    const h = await startHarness(config);
    scope.defer(() => h.close());
    expect((await h.post({ ...validMessage(), visit: VISIT })).status).toBe(202);
    const mail = await waitFor(() => smtp.received[0], 10_000, "the lead's mail");
    for (const value of Object.values(VISIT)) expect(parseMail(mail.raw).text).toContain(value);
  });

  it("keeps it in the file it states when no mail server is set", async () => {
    const config = testConfig({ DATA_DIR: scope.dir, SMTP_URL: undefined });
    expect(policyFor(config)).toContain("Die Angaben stehen in der Datei, mit der uns Ihre Anfrage erreicht");
    const h = await startHarness(config);
    scope.defer(() => h.close());
    expect((await h.post({ ...validMessage(), visit: VISIT })).status).toBe(202);
    const outbox = join(scope.dir, "outbox");
    const file = await waitFor(
      () => existsSync(outbox) && readdirSync(outbox).find((f) => f.endsWith(".eml")),
      10_000,
      "the .eml file",
    );
    const raw = readFileSync(join(outbox, file), "utf8");
    for (const value of Object.values(VISIT)) expect(parseMail(raw).text).toContain(value);
  });

  it("with STATS=0 says nothing of it, keeps no visit and leaves no counts file", async () => {
    const smtp = await TestSmtp.start();
    scope.defer(() => smtp.close());
    const config = testConfig({ DATA_DIR: scope.dir, SMTP_URL: smtp.url, STATS: "0" });
    const text = policyFor(config);
    for (const words of ["Reichweite", "Tagessummen", "Einstiegsseite", "verweisende Website", "Kampagne"])
      expect(text).not.toContain(words);
    expect(createStatsService(config, captureLog())).toBeUndefined();
    const h = await startHarness(config);
    scope.defer(() => h.close());
    expect((await h.post({ ...validMessage(), visit: VISIT })).status).toBe(202);
    const mail = await waitFor(() => smtp.received[0], 10_000, "the lead's mail");
    const body = parseMail(mail.raw).text;
    expect(body).toContain(validMessage().message);
    for (const value of Object.values(VISIT)) expect(body).not.toContain(value);
    expect(existsSync(statsDbPath(config))).toBe(false);
  });
});
