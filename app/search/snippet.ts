/** A piece of a result's title or snippet; `mark` for a word the query matched (rendered as <mark>). */
export type Segment = { text: string; mark?: true };

/**
 * The part of a text that shows why it was found: the `maxWords` words around most of the matched
 * ones (the whole text when it is shorter), cut with "…", as segments, so the page renders the marks
 * as elements and never a text as HTML. Word i of the text stands from `spans[2i]` to `spans[2i + 1]`
 * (positioned-text.ts); `matched` are the (ascending) positions of the words the query matched.
 */
export function snippetOf(text: string, spans: Uint32Array, matched: readonly number[], maxWords: number): Segment[] {
  const count = spans.length / 2;
  if (count === 0) return text ? [{ text }] : [];
  let first = 0;
  if (count > maxWords && matched.length > 0) {
    // The window with the most matched words, a few words of context before its first.
    let best = 0;
    for (let i = 0, j = 0; i < matched.length; i++) {
      while (j < matched.length && matched[j]! < matched[i]! + maxWords) j++;
      if (j - i > best) {
        best = j - i;
        first = matched[i]!;
      }
    }
    first = Math.max(0, Math.min(first - LEAD, count - maxWords));
  }
  const last = Math.min(count, first + maxWords) - 1;
  const from = first === 0 ? 0 : spans[2 * first]!;
  const to = last === count - 1 ? text.length : spans[2 * last + 1]!;
  const segments: Segment[] = [];
  let at = from;
  for (const i of matched) {
    if (i < first || i > last) continue;
    const start = spans[2 * i]!;
    const end = spans[2 * i + 1]!;
    if (start > at) segments.push({ text: text.slice(at, start) });
    segments.push({ text: text.slice(start, end), mark: true });
    at = end;
  }
  if (to > at) segments.push({ text: text.slice(at, to) });
  if (from > 0) segments.unshift({ text: "… " });
  if (to < text.length) segments.push({ text: " …" });
  return segments;
}

/** Words shown before the first match of a snippet, for context. */
const LEAD = 4;
