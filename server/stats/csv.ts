import { campaignOfKey, dimensionNames, type Dimension, type StatRow } from "./model";

/** The dimensions as the export names them (German: the marketing team opens it in a spreadsheet). */
const DIMENSION_LABELS: Record<Dimension, string> = {
  total: "Gesamt",
  page: "Seite",
  referrer: "Verweis",
  campaign: "Kampagne",
  language: "Sprache",
  device: "Gerät",
  notFound: "Nicht gefunden",
  status: "Status",
};

/**
 * A cell: quoted when it holds the separator, a quote or a line break; a text a spreadsheet would
 * run as a formula (= + - @ at the start: a campaign value is anyone's to choose) starts with '.
 */
function cell(value: string | number): string {
  let text = String(value);
  if (typeof value === "string" && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[;"\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * Every row of the range, one per day, dimension and key: "Tag;Bereich;Wert;Aufrufe;Einstiege;Anfragen".
 * Semicolons and a byte order mark, so that a German spreadsheet opens it in columns and in UTF-8.
 */
export function toCsv(rows: StatRow[]): string {
  const order = (d: Dimension) => dimensionNames.indexOf(d);
  const sorted = [...rows].sort(
    (a, b) => a.day.localeCompare(b.day) || order(a.dimension) - order(b.dimension) || b.views - a.views,
  );
  const lines = [["Tag", "Bereich", "Wert", "Aufrufe", "Einstiege", "Anfragen"].join(";")];
  for (const row of sorted) {
    const key =
      row.dimension === "campaign"
        ? Object.values(campaignOfKey(row.key))
            .map((v) => v || "–")
            .join(" / ")
        : row.key;
    lines.push([row.day, DIMENSION_LABELS[row.dimension], key, row.views, row.entries, row.leads].map(cell).join(";"));
  }
  return `\ufeff${lines.join("\r\n")}\r\n`;
}
