// `npm run dev`: the production server (server/app.ts: every route, the contact API with its outbox
// and worker, redirects, headers) with Vite in middleware mode for hot reload, after React Router's
// custom-server template. The server's TypeScript is loaded through Vite as well.
import http from "node:http";
import { createServer } from "vite";

process.env.NODE_ENV ??= "development";
const httpServer = http.createServer();
const vite = await createServer({
  appType: "custom",
  // Hot reload's websocket shares the server's port (no second port to open or to collide).
  server: { middlewareMode: true, hmr: { server: httpServer } },
});
const { startDevServer } = await vite.ssrLoadModule("/server/dev-server.ts");
await startDevServer({ vite, httpServer });
