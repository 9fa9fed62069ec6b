import type { StatsSummary } from "./report";
import { escapeHtml, formatDay, formatNumber } from "./dashboard-format";

/** Two drawings of the same chart: the page shows the one that fits the screen (dashboard.css). */
const SIZES = {
  wide: { width: 960, height: 260, labels: 7 },
  narrow: { width: 360, height: 220, labels: 3 },
} as const;
const PAD = { top: 16, right: 12, bottom: 36, left: 52 };

/** A round axis maximum at or above `max` whose quarters are round too (at least 4). */
function niceMax(max: number): number {
  const target = Math.max(4, max);
  const power = 10 ** Math.floor(Math.log10(target));
  return [1, 1.2, 1.6, 2, 2.4, 3, 4, 5, 6, 8, 10].map((m) => Math.round(m * power)).find((v) => v >= target)!;
}

/**
 * Views per day as an inline SVG (no script, no image request): a bar per day, the entries as a line
 * over them, four grid lines, a handful of dates. Each bar has a <title>, so pointing at it shows
 * the day's figures; the same figures are in the table below the chart for anyone who cannot see it.
 */
export function dailyChart(days: StatsSummary["days"], size: keyof typeof SIZES): string {
  const { width: WIDTH, height: HEIGHT, labels: LABELS } = SIZES[size];
  const max = niceMax(Math.max(0, ...days.map((d) => d.views)));
  const plotW = WIDTH - PAD.left - PAD.right;
  const plotH = HEIGHT - PAD.top - PAD.bottom;
  const step = plotW / Math.max(1, days.length);
  const barW = Math.max(1, step * 0.72);
  const y = (v: number) => PAD.top + plotH - (v / max) * plotH;
  const x = (i: number) => PAD.left + i * step + (step - barW) / 2;
  const r = (v: number) => Math.round(v * 10) / 10;

  const grid = [0, 0.25, 0.5, 0.75, 1]
    .map((f) => {
      const v = max * f;
      return (
        `<line class="gridline" x1="${PAD.left}" x2="${WIDTH - PAD.right}" y1="${r(y(v))}" y2="${r(y(v))}"/>` +
        `<text class="axis" x="${PAD.left - 8}" y="${r(y(v)) + 4}" text-anchor="end">${formatNumber(v)}</text>`
      );
    })
    .join("");
  const bars = days
    .map((d, i) => {
      const h = r(plotH * (d.views / max));
      const label = `${formatDay(d.day)}: ${formatNumber(d.views)} Seitenaufrufe, ${formatNumber(d.entries)} Einstiege, ${formatNumber(d.leads)} Anfragen`;
      return `<rect class="bar" x="${r(x(i))}" y="${r(y(d.views))}" width="${r(barW)}" height="${h}" rx="${barW > 6 ? 2 : 0}"><title>${escapeHtml(label)}</title></rect>`;
    })
    .join("");
  const line = days.map((d, i) => `${r(x(i) + barW / 2)},${r(y(d.entries))}`).join(" ");
  const labelEvery = Math.max(1, Math.ceil(days.length / LABELS));
  // The first and the last date stay inside the drawing.
  const anchor = (i: number) => (i === 0 && days.length > 1 ? "start" : i === days.length - 1 ? "end" : "middle");
  const labels = days
    .map((d, i) =>
      i % labelEvery === 0 || i === days.length - 1
        ? `<text class="axis" x="${r(x(i) + barW / 2)}" y="${HEIGHT - 12}" text-anchor="${anchor(i)}">${escapeHtml(formatDay(d.day, true))}</text>`
        : "",
    )
    .join("");
  const peak = days.reduce((best, d) => (d.views > best.views ? d : best), days[0] ?? { day: "", views: 0 });
  const description =
    days.length === 0
      ? "Keine Tage im Zeitraum."
      : `${days.length} Tage von ${formatDay(days[0]!.day)} bis ${formatDay(days[days.length - 1]!.day)}; ` +
        `die meisten Seitenaufrufe am ${formatDay(peak.day)} (${formatNumber(peak.views)}).`;
  return `<svg class="chart ${size}" viewBox="0 0 ${WIDTH} ${HEIGHT}" role="img" aria-labelledby="chart-title-${size} chart-desc-${size}">
<title id="chart-title-${size}">Seitenaufrufe und Einstiege pro Tag</title>
<desc id="chart-desc-${size}">${escapeHtml(description)}</desc>
${grid}${bars}${days.length > 1 ? `<polyline class="entries" points="${line}"/>` : ""}${labels}
</svg>`;
}
