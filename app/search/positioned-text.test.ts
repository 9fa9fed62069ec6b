import { expect, test } from "vitest";
import { positionedText, positionsOf, type TermIds } from "./positioned-text";
import { snippetOf } from "./snippet";

// Terms as the index makes them, simplified: the word itself, and "app" for every word beginning so.
const termsOf = (word: string) => (word.startsWith("app") && word !== "app" ? [word, "app"] : [word]);

test("the positions of the words carrying any of the terms: ascending, each once, none for an unknown term", () => {
  const ids: TermIds = new Map();
  const text = positionedText("App-Entwicklung: eine App, zwei Apps und noch eine App", termsOf, ids);
  expect(text.spans.length).toBe(2 * 9);
  expect(positionsOf(text, ["app"], ids)).toEqual([0, 2, 4, 8]);
  expect(positionsOf(text, ["apps", "app", "eine"], ids)).toEqual([0, 1, 2, 4, 7, 8]);
  expect(positionsOf(text, ["web"], ids)).toEqual([]);
  // A term of another text of the language has an id, but not in this text.
  positionedText("Webentwicklung", termsOf, ids);
  expect(positionsOf(text, ["webentwicklung"], ids)).toEqual([]);
});

test("a snippet marks the matched words where they stand, cut with … around them", () => {
  const ids: TermIds = new Map();
  const text = positionedText("eins zwei drei vier fünf sechs sieben acht neun zehn", termsOf, ids);
  const sieben = positionsOf(text, ["sieben"], ids);
  expect(snippetOf(text.text, text.spans, sieben, 8)).toEqual([
    { text: "… " },
    { text: "drei vier fünf sechs " },
    { text: "sieben", mark: true },
    { text: " acht neun zehn" },
  ]);
  expect(snippetOf(text.text, text.spans, positionsOf(text, ["drei"], ids), 3)).toEqual([
    { text: "eins zwei " },
    { text: "drei", mark: true },
    { text: " …" },
  ]);
});
