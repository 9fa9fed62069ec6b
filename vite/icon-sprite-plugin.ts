import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Plugin } from "vite";

/**
 * Lucide icons as one static sprite instead of inline SVG paths. lucide-react renders every icon
 * with its full path data, so each icon was in the HTML once per use (about 30 KB of the home page)
 * and again in the JavaScript that hydrates it. In the production build this plugin answers
 * `import { Check } from "lucide-react"` in app/ with components that draw
 * `<svg><use href="/assets/icons-<hash>.svg#check"/></svg>`: the paths live in one hashed,
 * immutable file, fetched once per visitor. The components take the same props (className,
 * strokeWidth, size, aria-*), so the code keeps importing from "lucide-react" as documented.
 * Development keeps lucide-react itself (no sprite to regenerate on every edit).
 */

const require = createRequire(import.meta.url);
const LUCIDE_ESM = path.join(path.dirname(require.resolve("lucide-react/package.json")), "dist/esm");
const VIRTUAL_ID = "\0lucide-sprite-icons";
const SPRITE_FILE = path.resolve("app/assets/generated/icons.svg");
const COMPONENT = path.resolve("app/components/ui/sprite-icon.tsx");

type IconNode = [tag: string, attrs: Record<string, string | number>][];

export function iconSprite({ appDir = path.resolve("app") } = {}): Plugin {
  let icons = new Map<string, string>(); // export name → sprite symbol id
  return {
    name: "icon-sprite",
    apply: "build",
    enforce: "pre",
    async buildStart() {
      icons = await writeSprite(usedIconNames(appDir));
    },
    resolveId(id, importer) {
      if (id === "lucide-react" && importer?.startsWith(appDir)) return VIRTUAL_ID;
    },
    load(id) {
      if (id !== VIRTUAL_ID) return;
      return [
        `import { spriteIcon } from ${JSON.stringify(COMPONENT)};`,
        `import sprite from ${JSON.stringify(`${SPRITE_FILE}?url`)};`,
        ...[...icons].map(([name, symbol]) => `export const ${name} = spriteIcon(sprite, ${JSON.stringify(symbol)});`),
      ].join("\n");
    },
  };
}

/** Every value imported from "lucide-react" under app/ (type-only imports excluded). */
export function usedIconNames(dir: string): Set<string> {
  const names = new Set<string>();
  for (const file of readdirSync(dir, { recursive: true, encoding: "utf8" })) {
    if (!/\.tsx?$/.test(file) || /\.test\.tsx?$/.test(file)) continue;
    const code = readFileSync(path.join(dir, file), "utf8");
    for (const [, specifiers] of code.matchAll(/import\s*\{([^}]*)\}\s*from\s*["']lucide-react["']/g)) {
      for (const raw of specifiers!.split(",")) {
        const spec = raw.trim();
        if (spec && !spec.startsWith("type ")) names.add(spec.split(/\s+as\s+/)[0]!);
      }
    }
  }
  return names;
}

/** Writes the sprite of the given icons (unless an identical one is there); returns name → symbol id. */
export async function writeSprite(names: Set<string>, file = SPRITE_FILE): Promise<Map<string, string>> {
  const modules = exportedIconModules();
  const icons = new Map<string, string>();
  const symbols = new Map<string, string>();
  for (const name of [...names].sort()) {
    const module = modules.get(name);
    if (!module) throw new Error(`icon-sprite: "${name}" is not an icon of lucide-react`);
    const { __iconData } = (await import(pathToFileURL(path.join(LUCIDE_ESM, module)).href)) as {
      __iconData: { name: string; node: IconNode };
    };
    icons.set(name, __iconData.name);
    symbols.set(__iconData.name, symbol(__iconData.name, __iconData.node));
  }
  // Stroke width is left to the <svg> that uses a symbol (it inherits), so `strokeWidth` still works.
  const sprite = '<svg xmlns="http://www.w3.org/2000/svg">' + [...symbols.values()].join("") + "</svg>\n";
  const current = existsSync(file) ? readFileSync(file, "utf8") : undefined;
  if (current !== sprite) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, sprite);
  }
  return icons;
}

/** Export name → module file, read from lucide-react's own index (it lists every alias). */
function exportedIconModules(): Map<string, string> {
  const index = readFileSync(path.join(LUCIDE_ESM, "lucide-react.mjs"), "utf8");
  const modules = new Map<string, string>();
  for (const [, list, module] of index.matchAll(/export \{([^}]*)\} from '\.\/(icons\/[\w-]+\.mjs)'/g)) {
    for (const [, alias] of list!.matchAll(/default as (\w+)/g)) modules.set(alias!, module!);
  }
  return modules;
}

const STROKE = 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"';

function symbol(id: string, node: IconNode): string {
  const children = node
    .map(([tag, attrs]) => {
      const attributes = Object.entries(attrs)
        .filter(([key]) => key !== "key")
        .map(([key, value]) => ` ${key}="${String(value).replace(/"/g, "&quot;")}"`)
        .join("");
      return `<${tag}${attributes}/>`;
    })
    .join("");
  // Attributes, not a <style>: the sprite is served with a CSP that allows no styles.
  return `<symbol id="${id}" viewBox="0 0 24 24"><g ${STROKE}>${children}</g></symbol>`;
}
