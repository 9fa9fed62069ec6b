import { wordSpansOf } from "./text-analysis";

/**
 * A result's text as the snippets need it, worked out once when the server loads the index: where
 * each word stands, and where each index term stands among the words (a guide has thousands of
 * words, and a query must not read them again). Kept in a few typed arrays per text rather than an
 * object per word and an array per term: a few thousand objects for all texts instead of well over
 * a hundred thousand, which every major garbage collection would otherwise walk, in the middle of
 * some visitor's request (docs/benchmarks.md, "Site search").
 */
export type PositionedText = {
  text: string;
  /** Word i stands from `spans[2i]` to `spans[2i + 1]` (exclusive). */
  spans: Uint32Array;
  /** The ids of the terms the text has, ascending (ids from the language's `TermIds`). */
  terms: Uint32Array;
  /** The word positions of `terms[k]` are `positions[offsets[k]]` up to `positions[offsets[k + 1]]`. */
  offsets: Uint32Array;
  positions: Uint32Array;
};

/** A number per index term of a language, shared by its texts. */
export type TermIds = Map<string, number>;

export function positionedText(text: string, termsOf: (word: string) => string[], ids: TermIds): PositionedText {
  const words = wordSpansOf(text);
  const spans = new Uint32Array(words.length * 2);
  const byTerm = new Map<number, number[]>();
  words.forEach(({ word, start, end }, i) => {
    spans[2 * i] = start;
    spans[2 * i + 1] = end;
    for (const term of termsOf(word.toLowerCase())) {
      let id = ids.get(term);
      if (id === undefined) ids.set(term, (id = ids.size));
      const list = byTerm.get(id);
      if (list) list.push(i);
      else byTerm.set(id, [i]);
    }
  });
  const terms = Uint32Array.from([...byTerm.keys()].sort((a, b) => a - b));
  const offsets = new Uint32Array(terms.length + 1);
  const positions = new Uint32Array([...byTerm.values()].reduce((sum, list) => sum + list.length, 0));
  terms.forEach((id, k) => {
    const list = byTerm.get(id)!;
    positions.set(list, offsets[k]!);
    offsets[k + 1] = offsets[k]! + list.length;
  });
  return { text, spans, terms, offsets, positions };
}

/** The positions (ascending, without repeats) of the words that carry any of `terms`. */
export function positionsOf(positioned: PositionedText, terms: readonly string[], ids: TermIds): number[] {
  const found: number[] = [];
  for (const term of terms) {
    const id = ids.get(term);
    const k = id === undefined ? -1 : indexOf(positioned.terms, id);
    if (k >= 0)
      for (let p = positioned.offsets[k]!; p < positioned.offsets[k + 1]!; p++) found.push(positioned.positions[p]!);
  }
  found.sort((a, b) => a - b);
  return found.filter((p, i) => i === 0 || p !== found[i - 1]);
}

/** Binary search in an ascending array: the index of `value`, or -1. */
function indexOf(sorted: Uint32Array, value: number): number {
  let low = 0;
  let high = sorted.length - 1;
  while (low <= high) {
    const middle = (low + high) >>> 1;
    const at = sorted[middle]!;
    if (at === value) return middle;
    if (at < value) low = middle + 1;
    else high = middle - 1;
  }
  return -1;
}
