/**
 * Fills the slots of a text from content/ that the page knows only at run time: "{{visible}} von
 * {{all}} Projekten" → "3 von 9 Projekten". (Single braces are placeholders for site.ts, filled at build.)
 */
export function fillSlots(text: string, values: Record<string, string | number>): string {
  return text.replace(/\{\{(\w+)\}\}/g, (slot, name: string) => (name in values ? String(values[name]) : slot));
}
