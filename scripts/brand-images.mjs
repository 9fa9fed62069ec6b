// Renders the raster brand images from the SVG logo with the system Chromium, once, when the brand
// changes: public/og-image.png and public/og-image-en.png (1200×630, the social previews of the German
// and the English pages), apple-touch-icon.png (180×180) and favicon.ico (32×32 PNG inside an ICO
// container). Run: node scripts/brand-images.mjs
import { chromium } from "@playwright/test";
import { build } from "esbuild";
import { readFileSync, writeFileSync } from "node:fs";
import { chromiumArgs, chromiumPath } from "../tests/support/chromium.mjs";

const logo = readFileSync("public/favicon.svg", "utf8");
// Embedded as a data URL: a page opened with setContent may not load file:// fonts.
const font = `data:font/woff2;base64,${readFileSync("node_modules/@fontsource-variable/inter/files/inter-latin-wght-normal.woff2").toString("base64")}`;
// The text comes from the content (content/<language>/home.yaml: the hero's title and socialImage.tagline;
// the name from site.ts), bundled in memory, as check-identity.mjs does. The file names follow
// app/content-model/social-image.ts (socialImagePath), which the pages' og:image names.
const bundled = await build({
  stdin: {
    contents: `
      import { readFilledContent } from "./vite/content-data.ts";
      import { site } from "./app/content-model/site.ts";
      import { languages } from "./app/paths.ts";
      import { socialImagePath } from "./app/content-model/social-image.ts";
      export const socialImages = languages.map((language) => {
        const home = readFilledContent(\`content/\${language}/home.yaml\`);
        return {
          file: \`public\${socialImagePath(language)}\`,
          name: site.name,
          headline: home.hero.title.split(/(?<=\\.) /),
          tagline: home.socialImage.tagline,
        };
      });`,
    resolveDir: ".",
    loader: "ts",
  },
  bundle: true,
  write: false,
  format: "esm",
  platform: "node",
  logLevel: "error",
});
const { socialImages } = await import(
  `data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString("base64")}`
);
const escape = (s) => s.replace(/[&<>]/g, (c) => `&#${c.charCodeAt(0)};`);

const browser = await chromium.launch({
  executablePath: chromiumPath,
  args: [...chromiumArgs],
});
const page = await browser.newPage();

async function render(html, width, height, file) {
  await page.setViewportSize({ width, height });
  await page.setContent(`<!doctype html><html><head><style>
    @font-face { font-family: Inter; src: url(${font}) format("woff2"); font-weight: 100 900; }
    * { margin: 0; box-sizing: border-box; } body { width: ${width}px; height: ${height}px; overflow: hidden; font-family: Inter, sans-serif; }
  </style></head><body>${html}</body></html>`);
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: "png", omitBackground: true });
  if (file) writeFileSync(file, png);
  return png;
}

for (const socialImage of socialImages)
  await render(
    `<div style="width:100%;height:100%;background:radial-gradient(60% 80% at 85% 0%,rgba(79,99,255,.45),transparent),radial-gradient(40% 60% at 0% 100%,rgba(139,92,246,.35),transparent),#070b1f;color:#fff;padding:88px 96px;display:flex;flex-direction:column;justify-content:space-between">
    <div style="display:flex;align-items:center;gap:22px"><div style="width:84px;height:84px">${logo.replace("<svg ", '<svg width="84" height="84" ')}</div><span style="font-size:52px;font-weight:700;letter-spacing:-1px">${escape(socialImage.name)}</span></div>
    <div><div style="font-size:78px;font-weight:800;line-height:1.04;letter-spacing:-2.5px">${socialImage.headline.map(escape).join("<br>")}</div>
    <div style="margin-top:28px;font-size:30px;color:#cfd4ec">${escape(socialImage.tagline)}</div></div>
  </div>`,
    1200,
    630,
    socialImage.file,
  );
await render(
  `<div style="width:180px;height:180px;background:#070b1f;display:grid;place-items:center">${logo.replace("<svg ", '<svg width="150" height="150" ')}</div>`,
  180,
  180,
  "public/apple-touch-icon.png",
);
const icon = await render(logo.replace("<svg ", '<svg width="32" height="32" '), 32, 32);
await browser.close();

// ICO container with one embedded PNG image (supported by every current browser).
const header = Buffer.alloc(22);
header.writeUInt16LE(0, 0); // reserved
header.writeUInt16LE(1, 2); // type: icon
header.writeUInt16LE(1, 4); // one image
header.writeUInt8(32, 6); // width
header.writeUInt8(32, 7); // height
header.writeUInt16LE(1, 10); // colour planes
header.writeUInt16LE(32, 12); // bits per pixel
header.writeUInt32LE(icon.length, 14);
header.writeUInt32LE(22, 18); // offset of the image data
writeFileSync("public/favicon.ico", Buffer.concat([header, icon]));
console.log(`wrote ${socialImages.map((i) => i.file).join(", ")}, public/apple-touch-icon.png, public/favicon.ico`);
