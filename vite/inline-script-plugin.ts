import { build } from "esbuild";
import type { Plugin } from "vite";

const QUERY = "?inline-script";

/**
 * `import source from "./x.ts?inline-script"` yields the module bundled (its imports included) and
 * minified into one self-running script, as a string: for the few lines a page must run inline,
 * before any chunk has arrived (app/lib/first-touch.client.ts). The source stays readable, typed
 * TypeScript that shares its helpers with the React components; the page gets the compact form.
 */
export function inlineScriptPlugin(): Plugin {
  return {
    name: "inline-script",
    enforce: "pre",
    async load(id) {
      if (!id.endsWith(QUERY)) return null;
      const file = id.slice(0, -QUERY.length);
      const code = await bundleInlineScript(file);
      return `export default ${JSON.stringify(code)};`;
    },
  };
}

/** The file and its imports as one minified IIFE (ES2020: every browser the site supports). */
export async function bundleInlineScript(file: string): Promise<string> {
  const result = await build({
    entryPoints: [file],
    bundle: true,
    minify: true,
    format: "iife",
    target: "es2020",
    platform: "browser",
    write: false,
    legalComments: "none",
    logLevel: "silent",
  });
  const output = result.outputFiles[0];
  if (!output) throw new Error(`inline-script: esbuild produced nothing for ${file}`);
  // No closing tag can end the <script> element early; the source never contains one, but say so.
  if (/<\/script/i.test(output.text)) throw new Error(`inline-script: ${file} contains "</script"`);
  return output.text.trim();
}
