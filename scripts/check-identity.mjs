// `npm run check:identity`: bundles scripts/identity.ts (it reads the TypeScript content modules)
// with esbuild in memory and prints which values are still the demo agency's (exit code 1 if any).
import { build } from "esbuild";

const result = await build({
  entryPoints: ["scripts/identity.ts"],
  bundle: true,
  write: false,
  format: "esm",
  platform: "node",
  logLevel: "error",
});
const source = result.outputFiles[0].text;
const mod = await import(`data:text/javascript;base64,${Buffer.from(source).toString("base64")}`);
const { text, exitCode } = mod.report(mod.demoFindings(mod.currentIdentity()));
console.log(text);
process.exitCode = exitCode;
