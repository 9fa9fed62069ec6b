// Plain JavaScript with a declaration file beside it, so that the bench scripts (.mjs, run by Node
// without a TypeScript step) and the TypeScript tests share one implementation.
import { createServer } from "node:net";

/** A TCP port on 127.0.0.1 that nothing listens on right now: tests never use fixed ports. */
export async function freePort() {
  const server = createServer();
  await new Promise((resolve, reject) => {
    server.once("error", reject);
    server.listen(0, "127.0.0.1", resolve);
  });
  const { port } = server.address();
  await new Promise((resolve) => server.close(() => resolve()));
  return port;
}
