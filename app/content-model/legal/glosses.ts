/**
 * English for the German values of site.ts that the English legal pages show. site.ts holds the
 * identity once, in German, as the binding pages state it; the courtesy translation keeps the
 * official German names (a register court or an authority is found by them) and adds an English
 * gloss where it knows one. A value it does not know stays German, without a gloss, rather than
 * being guessed at.
 */

import { englishList } from "./document";

/** "Jonas Weber and Lena Hartmann (managing directors)": the German "(Geschäftsführung)" counts no heads, English does. */
export function managingDirectorsEn(names: readonly string[]): string {
  return `${englishList(names)} (${names.length === 1 ? "managing director" : "managing directors"})`;
}

/**
 * A country by its German name in English ("Deutschland" → "Germany"), from the region names of
 * Intl (the same data in Node and in the browser, so the hydrated page says what the prerendered one does).
 */
export function countryEn(germanName: string): string {
  let english = countries.get(germanName);
  if (english === undefined) {
    english = germanName;
    const de = new Intl.DisplayNames(["de"], { type: "region", fallback: "none" });
    const en = new Intl.DisplayNames(["en"], { type: "region", fallback: "none" });
    for (const code of regionCodes()) {
      if (de.of(code) === germanName) {
        english = en.of(code) ?? germanName;
        break;
      }
    }
    countries.set(germanName, english);
  }
  return english;
}

const countries = new Map<string, string>();

/** Every two-letter region code ("AA" … "ZZ"); Intl names the ones that exist. */
function* regionCodes() {
  const letters = "ABCDEFGHIJKLMNOPQRSTUVWXYZ";
  for (const first of letters) for (const second of letters) yield first + second;
}

/** German legal forms and what an English reader calls them. */
const LEGAL_FORMS: Record<string, string> = {
  "Gesellschaft mit beschränkter Haftung": "GmbH, a German limited liability company",
  "Unternehmergesellschaft (haftungsbeschränkt)": "UG, a German limited liability company with reduced share capital",
  Aktiengesellschaft: "AG, a German stock corporation",
  "Kommanditgesellschaft auf Aktien": "KGaA, a German partnership limited by shares",
  Kommanditgesellschaft: "KG, a German limited partnership",
  "GmbH & Co. KG": "a German limited partnership with a limited liability company as general partner",
  "Offene Handelsgesellschaft": "OHG, a German general partnership",
  Partnerschaftsgesellschaft: "PartG, a German partnership of professionals",
  "Gesellschaft bürgerlichen Rechts": "GbR, a German civil-law partnership",
  "Eingetragene Genossenschaft": "eG, a German registered cooperative",
  "Eingetragener Kaufmann": "e.K., a German registered sole trader",
  "Eingetragene Kauffrau": "e.K., a German registered sole trader",
};

/** "Gesellschaft mit beschränkter Haftung (GmbH, a German limited liability company)". */
export function legalFormEn(legalForm: string): string {
  const gloss = LEGAL_FORMS[legalForm];
  return gloss ? `${legalForm} (${gloss})` : legalForm;
}

/** "Amtsgericht Stuttgart (Stuttgart Local Court)": the register court under its official name. */
export function registerCourtEn(court: string): string {
  const local = /^Amtsgericht (.+)$/.exec(court);
  return local ? `${court} (${local[1]} Local Court)` : court;
}

/** The German federal states whose English name differs from the German one. */
const STATES: Record<string, string> = {
  Bayern: "Bavaria",
  Hessen: "Hesse",
  "Mecklenburg-Vorpommern": "Mecklenburg-Western Pomerania",
  Niedersachsen: "Lower Saxony",
  "Nordrhein-Westfalen": "North Rhine-Westphalia",
  "Rheinland-Pfalz": "Rhineland-Palatinate",
  Sachsen: "Saxony",
  "Sachsen-Anhalt": "Saxony-Anhalt",
  Thüringen: "Thuringia",
};

/**
 * The supervisory authority's name in English, for the names that follow the usual pattern ("Der
 * Landesbeauftragte für den Datenschutz und die Informationsfreiheit Baden-Württemberg" → "State
 * Commissioner for Data Protection and Freedom of Information of Baden-Württemberg"), else null.
 */
export function authorityGloss(name: string): string | null {
  const m =
    /^(?:Der|Die) (Landes|Bundes)beauftragte für (?:den )?Datenschutz( und (?:die )?Informationsfreiheit)?(?: (.+))?$/.exec(
      name,
    );
  if (!m) return null;
  const [, level, freedomOfInformation, state] = m;
  const office = `${level === "Bundes" ? "Federal" : "State"} Commissioner for Data Protection${freedomOfInformation ? " and Freedom of Information" : ""}`;
  if (level === "Bundes") return state ? null : office;
  return state ? `${office} of ${STATES[state] ?? state}` : null;
}
