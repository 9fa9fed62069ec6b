import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { ServerBuild } from "react-router";
import { createApp } from "./app";
import { differingFacts, privacyFacts, type PrivacyFacts } from "../app/content/legal/operation";
import { ConfigError, loadConfig, type Config } from "./config";
import { createContactService } from "./contact/contact-service";
import { createLogger, type Logger } from "./log";

/** Entry point of the production server: `npm start` (after a build) or `node build/node/main.js`. */
async function main() {
  const log = createLogger({ service: "web" });
  let config;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(78); // EX_CONFIG
    }
    throw err;
  }

  const buildFile = path.resolve(config.buildDir, "server/index.js");
  const build = (await import(pathToFileURL(buildFile).href)) as ServerBuild;
  warnIfPrivacyPolicyDisagrees(config, log);
  const contact = createContactService(config, log);
  contact.start();
  const app = createApp({ config, log, build, contactRouter: contact.router });

  const server = app.listen(config.port, config.host, () => {
    log.info("listening", {
      url: `http://${config.host === "0.0.0.0" ? "localhost" : config.host}:${config.port}`,
      siteUrl: config.siteUrl,
    });
  });
  server.keepAliveTimeout = 65_000; // longer than typical load balancer idle timeouts
  server.headersTimeout = 66_000;
  server.requestTimeout = 30_000;

  let stopping = false;
  const shutdown = (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info("shutting down", { signal });
    // Stop accepting connections, let running requests finish, then stop the delivery worker.
    server.close(async () => {
      await contact.stop();
      log.info("stopped");
      process.exit(0);
    });
    server.closeIdleConnections();
    // Long enough for an SMTP send in flight (timeouts of up to 30 s) to finish.
    setTimeout(() => {
      log.warn("forced exit after timeout");
      process.exit(1);
    }, 35_000).unref();
  };
  process.on("SIGTERM", () => shutdown("SIGTERM"));
  process.on("SIGINT", () => shutdown("SIGINT"));
}

/**
 * The prerendered privacy policy states how the server is run (retention, proxy, auto-reply, mail
 * delivery …). It was rendered from the configuration at build time; say loudly when this server's
 * configuration makes it untrue. `npm start` rebuilds when an input changed.
 */
function warnIfPrivacyPolicyDisagrees(config: Config, log: Logger) {
  const factsFile = path.resolve(config.buildDir, "privacy-facts.json");
  if (!existsSync(factsFile)) return;
  const stated = JSON.parse(readFileSync(factsFile, "utf8")).facts as PrivacyFacts;
  const actual = privacyFacts(config);
  const differing = differingFacts(stated, actual);
  if (differing.length === 0) return;
  log.error(
    "PRIVACY POLICY OUT OF DATE: the prerendered /privacy page describes another configuration. Rebuild with this environment (npm start does it).",
    { differing: Object.fromEntries(differing.map((k) => [k, { stated: stated[k], actual: actual[k] }])) },
  );
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
