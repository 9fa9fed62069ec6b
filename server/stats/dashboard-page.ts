import { site } from "../../app/content-model/site";
import { dailyChart } from "./dashboard-chart";
import { escapeHtml, formatDay, formatNumber, formatShare } from "./dashboard-format";
import type { DayRange } from "./day";
import type { DeviceClass } from "./model";
import { pageKindOf, type PageKind } from "./page-kind";
import { ratio, type StatsSummary } from "./report";

/**
 * The dashboard for the marketing team (German), rendered on the server as one HTML document: no
 * script, the chart as inline SVG, every figure also as a table. Built from the same summary as
 * `npm run stats` (report.ts).
 */

/** Rows a table shows; the CSV export has all of them. */
const TOP = 15;

const KIND_LABELS: Record<PageKind, string> = {
  home: "Startseite",
  overview: "Übersicht",
  service: "Leistung",
  reference: "Referenz",
  article: "Artikel",
  landing: "Landingpage",
  about: "Über uns",
  contact: "Kontakt",
  legal: "Rechtliches",
  other: "Sonstige",
};
const DEVICE_LABELS: Record<DeviceClass, string> = { phone: "Smartphone", tablet: "Tablet", desktop: "Desktop" };
const OTHER_LABEL = "(weitere, zusammengefasst)";

export type DashboardPage = {
  summary: StatsSummary;
  range: DayRange;
  /** Shown above the figures when the requested range could not be used. */
  notice?: string;
  retentionDays: number;
  /** Where the dashboard lives (the form and the links point there). */
  basePath: string;
  styles: string;
};

type Column = { label: string; numeric?: boolean };

/** A cell: text (escaped), a number (formatted), or markup the page built itself. */
type Cell = string | number | { html: string };
const cellText = (value: Cell) =>
  typeof value === "number" ? formatNumber(value) : typeof value === "string" ? escapeHtml(value) : value.html;
const label = (key: string) => (key === "(other)" ? OTHER_LABEL : key);

function table(caption: string, columns: Column[], rows: Cell[][], empty: string, total?: number) {
  if (rows.length === 0) return `<p class="empty">${escapeHtml(empty)}</p>`;
  const more = total !== undefined && total > rows.length ? total - rows.length : 0;
  const head = columns.map((c) => `<th scope="col"${c.numeric ? ' class="num"' : ""}>${c.label}</th>`).join("");
  const body = rows
    .map(
      (row) =>
        `<tr>${row
          .map((v, i) =>
            i === 0
              ? `<th scope="row">${cellText(v)}</th>`
              : `<td${columns[i]?.numeric ? ' class="num"' : ""}>${cellText(v)}</td>`,
          )
          .join("")}</tr>`,
    )
    .join("\n");
  return `<div class="scroll"><table><caption class="sr-only">${escapeHtml(caption)}</caption>
<thead><tr>${head}</tr></thead>
<tbody>${body}</tbody></table></div>${more > 0 ? `<p class="more">und ${formatNumber(more)} weitere – alle im CSV-Export.</p>` : ""}`;
}

/** A horizontal bar for a share, drawn with SVG attributes (the CSP allows no style attributes). */
const meter = (share: number) =>
  `<svg class="meter" viewBox="0 0 100 8" preserveAspectRatio="none" aria-hidden="true"><rect class="track" width="100" height="8" rx="4"/><rect class="fill" width="${Math.round(share * 1000) / 10}" height="8" rx="4"/></svg>`;

function split(title: string, parts: [string, number][]) {
  const total = parts.reduce((n, [, v]) => n + v, 0);
  const rows = parts
    .map(([name, value]) => {
      const share = total > 0 ? value / total : 0;
      return `<tr><th scope="row">${escapeHtml(name)}</th><td>${meter(share)}</td><td class="num">${formatShare(total > 0 ? share : undefined)}</td><td class="num">${formatNumber(value)}</td></tr>`;
    })
    .join("");
  return `<table class="split"><caption class="sr-only">${escapeHtml(title)}</caption><thead><tr><th scope="col">${escapeHtml(title)}</th><th scope="col"><span class="sr-only">Anteil als Balken</span></th><th scope="col" class="num">Anteil</th><th scope="col" class="num">Aufrufe</th></tr></thead><tbody>${rows}</tbody></table>`;
}

function card(title: string, content: string, options: { wide?: boolean; intro?: string } = {}) {
  const id = `c-${title
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-|-$/g, "")}`;
  return `<section class="card${options.wide ? " wide" : ""}" aria-labelledby="${id}">
<h2 id="${id}">${escapeHtml(title)}</h2>${options.intro ? `<p class="intro">${options.intro}</p>` : ""}
${content}
</section>`;
}

export function renderDashboard(page: DashboardPage): string {
  const { summary: s, range, basePath } = page;
  const query = (from: string, to: string) => `von=${from}&amp;bis=${to}`;
  const rate = ratio(s.leads, s.entries);
  const notFound = s.notFound.reduce((n, r) => n + r.views, 0);
  const dayCount = s.days.length;
  const kpis: [string, string, string][] = [
    ["Seitenaufrufe", formatNumber(s.views), "Seiten und Seitenwechsel in der Website"],
    ["Einstiege", formatNumber(s.entries), "Aufrufe, mit denen ein Besuch begann"],
    ["Anfragen", formatNumber(s.leads), "über das Kontaktformular"],
    ["Anfragequote", formatShare(rate), "Anfragen je Einstieg"],
    ["Nicht gefunden", formatNumber(notFound), "Aufrufe von Adressen ohne Seite"],
  ];
  const presets = [7, 30, 90, 365].filter((n) => n <= page.retentionDays);

  const pages = table(
    "Meistbesuchte Seiten",
    [{ label: "Seite" }, { label: "Art" }, { label: "Aufrufe", numeric: true }, { label: "Anteil", numeric: true }],
    s.pages
      .slice(0, TOP)
      .map((p) => [label(p.path), KIND_LABELS[pageKindOf(p.path)], p.views, formatShare(ratio(p.views, s.views))]),
    "Noch keine Seitenaufrufe in diesem Zeitraum.",
    s.pages.length,
  );
  const articles = table(
    "Top-Artikel",
    [{ label: "Artikel" }, { label: "Aufrufe", numeric: true }],
    s.articles.slice(0, TOP).map((a) => [a.path, a.views]),
    "Noch keine Artikelaufrufe in diesem Zeitraum.",
    s.articles.length,
  );
  const campaigns = table(
    "Kampagnen",
    [
      { label: "Kampagne · Quelle · Medium" },
      { label: "Aufrufe", numeric: true },
      { label: "Anfragen", numeric: true },
      { label: "Quote", numeric: true },
    ],
    s.campaigns.slice(0, TOP).map((c) => [
      c.source === "(other)"
        ? OTHER_LABEL
        : {
            html: `${escapeHtml(c.campaign || "–")}<span class="sub">${escapeHtml(c.source || "–")} · ${escapeHtml(c.medium || "–")}</span>`,
          },
      c.views,
      c.leads,
      formatShare(ratio(c.leads, c.views)),
    ]),
    "Keine Aufrufe mit utm_-Parametern in diesem Zeitraum.",
    s.campaigns.length,
  );
  const entries = table(
    "Einstiegsseiten",
    [
      { label: "Seite" },
      { label: "Einstiege", numeric: true },
      { label: "Anfragen", numeric: true },
      { label: "Quote", numeric: true },
    ],
    s.entryPages.slice(0, TOP).map((e) => [label(e.path), e.views, e.leads, formatShare(ratio(e.leads, e.views))]),
    "Noch keine Einstiege in diesem Zeitraum.",
    s.entryPages.length,
  );
  const referrers = table(
    "Verweisende Websites",
    [{ label: "Website" }, { label: "Aufrufe", numeric: true }, { label: "Anfragen", numeric: true }],
    s.referrers.slice(0, TOP).map((r) => [label(r.host), r.views, s.referrerLeads.get(r.host) ?? 0]),
    "Keine Aufrufe von anderen Websites in diesem Zeitraum.",
    s.referrers.length,
  );
  const missing = table(
    "Nicht gefunden",
    [{ label: "Adresse" }, { label: "Aufrufe", numeric: true }],
    s.notFound.slice(0, TOP).map((n) => [label(n.path), n.views]),
    "Keine Aufrufe von Adressen ohne Seite – gut so.",
    s.notFound.length,
  );
  const statuses = s.statuses.map((st) => `${escapeHtml(st.status)}: ${formatNumber(st.views)}`).join(" · ");
  const dailyTable = table(
    "Werte pro Tag",
    [
      { label: "Tag" },
      { label: "Seitenaufrufe", numeric: true },
      { label: "Einstiege", numeric: true },
      { label: "Anfragen", numeric: true },
    ],
    s.days.map((d) => [formatDay(d.day), d.views, d.entries, d.leads]),
    "Keine Tage im Zeitraum.",
  );

  return `<!doctype html>
<html lang="de">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Reichweite ${escapeHtml(formatDay(range.from))} – ${escapeHtml(formatDay(range.to))} · ${escapeHtml(site.name)}</title>
<style>${page.styles}</style>
</head>
<body>
<header class="top"><div class="wrap">
<p class="brand"><span class="mark" aria-hidden="true"></span>${escapeHtml(site.name)} <span>Statistik</span></p>
<p class="tagline">Gezählt auf unserem eigenen Server: ohne Cookies, ohne Kennung, ohne Dritte.</p>
</div></header>
<main class="wrap">
<div class="head">
<div>
<h1>Reichweite</h1>
<p class="range">${escapeHtml(formatDay(range.from))} – ${escapeHtml(formatDay(range.to))} · ${formatNumber(dayCount)} ${dayCount === 1 ? "Tag" : "Tage"}</p>
</div>
<form class="filter" method="get" action="${basePath}">
<label>Von <input type="date" name="von" value="${range.from}" required></label>
<label>Bis <input type="date" name="bis" value="${range.to}" required></label>
<button type="submit">Anzeigen</button>
</form>
</div>
<nav class="presets" aria-label="Zeitraum und Export">
<ul>${presets.map((n) => `<li><a href="${basePath}?tage=${n}">Letzte ${n} Tage</a></li>`).join("")}</ul>
<a class="export" href="${basePath}.csv?${query(range.from, range.to)}" download>CSV exportieren</a>
</nav>
${page.notice ? `<p class="notice" role="status">${escapeHtml(page.notice)}</p>` : ""}
<section aria-labelledby="kpi-title">
<h2 id="kpi-title" class="sr-only">Kennzahlen</h2>
<dl class="kpis">${kpis.map(([name, value, hint]) => `<div><dt>${name}</dt><dd>${value}</dd><dd class="hint">${hint}</dd></div>`).join("")}</dl>
</section>
${card(
  "Seitenaufrufe pro Tag",
  `<p class="legend"><span class="key bars" aria-hidden="true"></span>Seitenaufrufe <span class="key line" aria-hidden="true"></span>Einstiege</p>
<figure>${dailyChart(s.days, "wide")}${dailyChart(s.days, "narrow")}</figure>
<details><summary>Werte als Tabelle</summary>${dailyTable}</details>`,
  { wide: true },
)}
<div class="grid">
${card("Kampagnen", campaigns, {
  wide: true,
  intro:
    "Aufrufe von Adressen mit <code>utm_source</code>, <code>utm_medium</code> oder <code>utm_campaign</code>, und die Anfragen der Besuche, die so begannen.",
})}
${card("Einstiegsseiten", entries, { intro: "Wo Besuche begannen, und wie viele Anfragen aus ihnen kamen." })}
${card("Verweisende Websites", referrers, { intro: "Andere Websites, von denen Besuche kamen." })}
${card("Meistbesuchte Seiten", pages)}
<div class="stack">
${card("Top-Artikel", articles)}
${card(
  "Sprachen",
  split("Sprache", [
    ["Deutsch", s.languages.de],
    ["Englisch", s.languages.en],
  ]),
)}
${card(
  "Geräte",
  split(
    "Gerät",
    Object.entries(s.devices).map(([d, v]) => [DEVICE_LABELS[d as DeviceClass], v]),
  ),
)}
</div>
${card("Nicht gefunden (404)", `${missing}${statuses ? `<p class="more">Antworten nach Status: ${statuses}</p>` : ""}`, { wide: true })}
</div>
${card(
  "So wird gezählt",
  `<ul class="notes">
<li>Ein <strong>Seitenaufruf</strong> ist eine Seite, die der Server ausliefert, oder ein Seitenwechsel innerhalb der Website. Suchmaschinen, Bots, Vorab-Ladevorgänge des Browsers und Abrufe ohne Browserkennung zählen nicht.</li>
<li>Ein <strong>Einstieg</strong> ist ein Aufruf, mit dem ein Besuch beginnt: von einer anderen Website, einem Lesezeichen oder einer getippten Adresse. Besucher selbst werden nicht gezählt: dafür müsste man sie wiedererkennen, und genau das tun wir nicht.</li>
<li>Gespeichert werden nur Summen pro Tag: Seite, Sprache, Gerätetyp, verweisende Website (nur der Name), Kampagne (<code>utm_</code>-Parameter) und Antwortcode. Keine Cookies, keine IP-Adressen, keine Browserkennung. Die Summen werden nach ${formatNumber(page.retentionDays)} Tagen gelöscht.</li>
<li>Eine <strong>Anfrage</strong> zählt für die Einstiegsseite, die verweisende Website und die Kampagne des Besuchs, aus dem sie kam. Zahlen von heute können einige Sekunden hinter dem Geschehen liegen.</li>
</ul>`,
  { wide: true },
)}
</main>
</body>
</html>
`;
}
