// React Router's own answers for some addresses, from a build's request handler with nothing in
// front of it: what the server would send if it rendered each address per request (without a CSP
// nonce, as the prerendered pages have none). Run as its own process, so React loads its production
// build (NODE_ENV) whatever the caller's environment is:
//   NODE_ENV=production node tests/support/react-router-answers.mjs <build dir> <address>…
// prints {"<address>": {"status": 404, "body": "…"}, …}
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createRequestHandler } from "react-router";

const [buildDir, ...addresses] = process.argv.slice(2);
const build = await import(pathToFileURL(path.resolve(buildDir, "server", "index.js")).href);
const handler = createRequestHandler(build, "production");
const answers = {};
for (const address of addresses) {
  const response = await handler(new Request(`http://localhost${address}`));
  answers[address] = { status: response.status, body: await response.text() };
}
process.stdout.write(JSON.stringify(answers));
