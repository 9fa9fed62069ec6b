/**
 * The English interface words of the admin, read from Keystatic's bundle in node_modules (never typed
 * here): the English message tables ("en-US") of @keystatic/core and of its component library
 * @keystar/ui, minus each message that their German table ("de-DE") words the same; and the English
 * literals the patch of admin/keystatic-ui.ts replaces (germanWords, Keystatic's words that have no
 * table). admin-german.spec.ts fails when the admin shows one of them.
 */
import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { germanWords } from "../../admin/keystatic-ui";

/** The browser files of a package's dist folder (not its Node, worker or React Server builds). */
function browserFiles(dist: string) {
  return readdirSync(dist)
    .filter((file) => file.endsWith(".js") && !/\.(node|worker|react-server)\./.test(file))
    .map((file) => path.join(dist, file));
}

/** One locale's table of a bundle file: `"de-DE": { "save": \`Speichern\`, … }`, as key → message. */
function table(code: string, locale: string): Map<string, string> {
  const block = new RegExp(`"${locale}": \\{\\n([\\s\\S]*?)\\n  \\}`).exec(code)?.[1] ?? "";
  return new Map([...block.matchAll(/^\s+"((?:[^"\\]|\\.)+)": `([^`]*)`,?$/gm)].map((m) => [m[1]!, m[2]!]));
}

/** Every English message of the admin's interface that its German translation words differently. */
export function keystaticEnglish(root = "node_modules"): string[] {
  const words = new Set<string>();
  for (const dist of ["@keystatic/core/dist", "@keystar/ui/dist"])
    for (const file of browserFiles(path.join(root, dist))) {
      const code = readFileSync(file, "utf8");
      if (!code.includes('"en-US": {')) continue;
      const german = table(code, "de-DE");
      for (const [key, english] of table(code, "en-US"))
        // A message with an argument ("${count} items") is matched by its words before the argument.
        if (german.get(key) !== english) words.add(english.replace(/\$\{[\s\S]*$/, "").trim());
    }
  // The patch's table holds Keystatic's literals as they stand in its code ("Delete entry\\u2026").
  for (const english of Object.keys(germanWords)) words.add(JSON.parse(`"${english}"`) as string);
  return [...words].filter((word) => /[A-Za-z]{2}/.test(word));
}
