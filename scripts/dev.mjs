// `npm run dev`: the production server (server/app.ts: every route, the contact API with its outbox
// and worker, redirects, headers) with Vite in middleware mode for hot reload, after React Router's
// custom-server template. The server's TypeScript runs in Vite's SSR environment as well, through its
// module runner (future.v8_viteEnvironmentApi; React Router's own dev server loads its build so too).
import http from "node:http";
import { createServer, isRunnableDevEnvironment } from "vite";

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
const { startDevServer } = await ssr.runner.import("/server/dev-server.ts");
await startDevServer({ vite, runner: ssr.runner, httpServer });
