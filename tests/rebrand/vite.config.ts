/**
 * The production build with a second identity: tests/rebrand/second-identity.ts takes the place of
 * app/content-model/site.ts wherever the app imports it (client, server and prerendered pages).
 */
import path from "node:path";
import { mergeConfig, type Plugin } from "vite";
import base from "../../vite.config";

const siteFile = path.resolve("app/content-model/site.ts");
const secondIdentity = path.resolve("tests/rebrand/second-identity.ts");

function secondIdentityPlugin(): Plugin {
  return {
    name: "second-identity",
    enforce: "pre",
    async resolveId(source, importer, options) {
      if (!importer || importer === secondIdentity) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      return resolved?.id === siteFile ? secondIdentity : null;
    },
  };
}

export default mergeConfig(base, { plugins: [secondIdentityPlugin()] });
