/** `'sha256-…'` of every inline script of a page (JSON-LD excluded), each once, in document order. */
export function inlineScriptHashes(html: string): string[];
