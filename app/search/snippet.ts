/** A piece of a result's title or snippet; `mark` for a word the query matched (rendered as <mark>). */
export type Segment = { text: string; mark?: true };

/** Where a word stands in a text. */
export type Span = { start: number; end: number };

/**
 * The part of a text that shows why it was found: the `maxWords` words around most of the matched
 * ones (the whole text when it is shorter), cut with "…", as segments, so the page renders the marks
 * as elements and never a text as HTML. `words` are the text's words, `matched` the (ascending)
 * positions among them that the query matched.
 */
export function snippetOf(
  text: string,
  words: readonly Span[],
  matched: readonly number[],
  maxWords: number,
): Segment[] {
  if (words.length === 0) return text ? [{ text }] : [];
  let first = 0;
  if (words.length > maxWords && matched.length > 0) {
    // The window with the most matched words, a few words of context before its first.
    let best = 0;
    for (let i = 0, j = 0; i < matched.length; i++) {
      while (j < matched.length && matched[j]! < matched[i]! + maxWords) j++;
      if (j - i > best) {
        best = j - i;
        first = matched[i]!;
      }
    }
    first = Math.max(0, Math.min(first - LEAD, words.length - maxWords));
  }
  const last = Math.min(words.length, first + maxWords) - 1;
  const from = first === 0 ? 0 : words[first]!.start;
  const to = last === words.length - 1 ? text.length : words[last]!.end;
  const segments: Segment[] = [];
  let at = from;
  for (const i of matched) {
    if (i < first || i > last) continue;
    const { start, end } = words[i]!;
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
