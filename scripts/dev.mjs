// `npm run dev`: the production server (server/app.ts: every route, the contact API with its outbox
// and worker, redirects, headers) with Vite in middleware mode for hot reload, after React Router's
// custom-server template. The server's TypeScript runs in Vite's SSR environment as well, through its
// module runner (future.v8_viteEnvironmentApi; React Router's own dev server loads its build so too).
import http from "node:http";
import { createServer, createServerModuleRunnerTransport, isRunnableDevEnvironment } from "vite";
import { ESModulesEvaluator, ModuleRunner, createNodeImportMeta } from "vite/module-runner";
import { createReloadGate } from "./reload-gate.mjs";

// Development, whatever the shell says: the server's settings (server/config.ts defaults to
// production), React's development build and Vite's hot reload all follow NODE_ENV.
process.env.NODE_ENV = "development";
const httpServer = http.createServer();
const vite = await createServer({
  appType: "custom",
  // Hot reload's websocket shares the server's port (no second port to open or to collide).
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const ssr = vite.environments.ssr;
if (!ssr || !isRunnableDevEnvironment(ssr))
  throw new Error("Vite's SSR environment cannot run modules in this process");
// The SSR environment's own runner (ssr.runner) would reload the modules whenever a file changes, also
// while a request renders with them: this one gets the reloads through the gate, which applies them
// between requests (scripts/reload-gate.mjs), and each page request passes the gate (server/dev-server.ts).
const gate = createReloadGate();
const runner = new ModuleRunner(
  {
    // With its own invoke (fetching modules), the transport hands the runner's HMR handler to the
    // gate unwrapped: the gate learns when a reload has finished (its promise), not only that it began.
    transport: gate.transport({
      ...createServerModuleRunnerTransport({ channel: ssr.hot }),
      invoke: (payload) => ssr.hot.handleInvoke(payload),
    }),
    hmr: true,
    createImportMeta: createNodeImportMeta,
    sourcemapInterceptor: "node", // stack traces name the source lines, as with ssr.runner
  },
  new ESModulesEvaluator(),
);
const { startDevServer } = await runner.import("/server/dev-server.ts");
await startDevServer({ vite, runner, gate, httpServer });
