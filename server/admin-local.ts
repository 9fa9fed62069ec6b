import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { entryPaths } from "../admin/entries";
import type { KeystaticHandler } from "./admin";

/**
 * Keystatic's local API for `npm run dev` (docs/decisions/0016-content-admin.md): reads and writes the
 * files of content/ in this working tree, where the content plugin (vite/content-plugin.ts) sees a saved
 * file and reloads the pages that show it. It has no sign-in, which is why production never runs it
 * (server/admin.ts).
 *
 * Keystatic 0.6 answers the admin's tree (at the start, and after every save) by reading and hashing
 * every file of the whole project that git would not ignore: app/, docs/, tests/ … (760 files, 4.7 MB),
 * although it may read and write only the folders of its entries (80 files). After a save that read ran
 * beside the reloads the saved file sets off (the server's modules, the open pages) and took 0.1 s on a
 * quiet machine and up to 2.4 s on a busy one, before the admin could say "Gespeichert". Here the tree
 * covers only the folder that holds the entries (content/), and the two routes that answer it (`tree`,
 * `update`) are this module's: the same checks, writes and answer as Keystatic's
 * (server/admin-local.test.ts compares them). Reading a file (`blob`) is Keystatic's own.
 */
export async function localHandler(root = process.cwd()): Promise<KeystaticHandler> {
  const [{ makeGenericAPIRouteHandler }, { getAllowedDirectories }, { config }] = await Promise.all([
    import("@keystatic/core/api/generic"),
    import("@keystatic/core/api/utils"),
    import("@keystatic/core"),
  ]);
  const keystaticConfig = config({ storage: { kind: "local" }, ...entryPaths() });
  const keystatic = makeGenericAPIRouteHandler({
    config: keystaticConfig,
    localBaseDirectory: root,
  }) as KeystaticHandler;
  // Its type of a config is the general one; ours names each entry (the same object).
  const allowed = getAllowedDirectories(keystaticConfig as Parameters<typeof getAllowedDirectories>[0]);
  return contentTreeApi(keystatic, { root, allowed });
}

/** An entry of the tree as Keystatic's browser code reads it: a git tree ("040000") or blob ("100644"). */
export type TreeEntry = { path: string; mode: "040000" | "100644"; type: "tree" | "blob"; sha: string };

/** A file's git object id ("blob <size>\0<bytes>"), as Keystatic computes it. */
const blobSha = (contents: Buffer) =>
  createHash("sha1").update(`blob ${contents.byteLength}\0`).update(contents).digest("hex");

/** A folder's git object id from its direct children, sorted as Keystatic (and git) sort them. */
function treeSha(children: TreeEntry[]) {
  const named = children.map((entry) => ({ entry, name: entry.path.slice(entry.path.lastIndexOf("/") + 1) }));
  const key = ({ entry, name }: (typeof named)[number]) => (entry.type === "tree" ? `${name}/` : name);
  named.sort((a, b) => (key(a) === key(b) ? 0 : key(a) < key(b) ? -1 : 1));
  const body = Buffer.concat(
    named.flatMap(({ entry, name }) => [
      Buffer.from(`${entry.mode.replace(/^0/, "")} ${name}\0`),
      Buffer.from(entry.sha, "hex"),
    ]),
  );
  return createHash("sha1").update(`tree ${body.byteLength}\0`).update(body).digest("hex");
}

/**
 * The entries below a folder (relative to root, "/"-separated), each folder before what it holds; a
 * folder without files has no entry, as in git. Like Keystatic, only files and folders (no links),
 * never .git or node_modules.
 */
function entriesIn(root: string, folder: string): TreeEntry[] {
  let names;
  try {
    names = readdirSync(path.join(root, folder), { withFileTypes: true });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ENOENT") return [];
    throw error;
  }
  return names
    .filter((d) => (d.isFile() || d.isDirectory()) && d.name !== ".git" && d.name !== "node_modules")
    .flatMap((d): TreeEntry[] => {
      const at = `${folder}/${d.name}`;
      if (d.isFile())
        return [{ path: at, mode: "100644", type: "blob", sha: blobSha(readFileSync(path.join(root, at))) }];
      const inner = entriesIn(root, at);
      if (inner.length === 0) return [];
      const children = inner.filter((entry) => entry.path.lastIndexOf("/") === at.length);
      return [{ path: at, mode: "040000", type: "tree", sha: treeSha(children) }, ...inner];
    });
}

/**
 * The tree of the folders Keystatic's entries live in: the top folders of its allowed paths
 * ("content/de/home", "content/de/references" → "content"). Read synchronously (80 files, 2 ms): a saved
 * file sets off the content plugin, Vite's reloads and the open pages' requests, and a read that waited
 * for its turn after each of its files answered the save only after all of them (0.6 s seen).
 */
export function contentTree(root: string, allowed: readonly string[]): TreeEntry[] {
  const tops = [...new Set(allowed.map((dir) => dir.split("/")[0]!))].sort();
  const entries: TreeEntry[] = [];
  for (const top of tops) {
    const inner = entriesIn(root, top);
    if (inner.length === 0) continue;
    const children = inner.filter((entry) => !entry.path.slice(top.length + 1).includes("/"));
    entries.push({ path: top, mode: "040000", type: "tree", sha: treeSha(children) }, ...inner);
  }
  return entries;
}

const badRequest = { status: 400, body: "Bad Request" };
const json = (entries: TreeEntry[]) => ({
  status: 200,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(entries),
});

/** A saved file's bytes from its base64 (or base64url) text, decoded as Keystatic decodes it; undefined if it is none. */
function decodeContents(value: unknown): Buffer | undefined {
  if (typeof value !== "string") return undefined;
  try {
    return Buffer.from(atob(value.replace(/-/g, "+").replace(/_/g, "/")), "latin1");
  } catch {
    return undefined;
  }
}

/**
 * Keystatic's local handler with its `tree` and `update` routes answered from `contentTree`. The update
 * takes what Keystatic's takes (its two headers; exactly the fields `additions` and `deletions`; paths
 * within `allowed`, without a "." or ".." segment or a backslash; files in base64), writes and
 * deletes in the same order, and answers with the tree after it.
 */
function contentTreeApi(
  keystatic: KeystaticHandler,
  { root, allowed }: { root: string; allowed: readonly string[] },
): KeystaticHandler {
  const validPath = (file: unknown) =>
    typeof file === "string" &&
    !file.includes("\\") &&
    file.split("/").every((segment) => segment !== "." && segment !== "..") &&
    allowed.some((dir) => file.startsWith(dir));
  const exactly = (value: unknown, keys: string[]): value is Record<string, unknown> =>
    typeof value === "object" &&
    value !== null &&
    !Array.isArray(value) &&
    Object.keys(value).every((key) => keys.includes(key)) &&
    keys.every((key) => key in value);
  /** The files to write and to delete, or undefined where Keystatic answers "Bad data". */
  const readUpdate = (body: unknown) => {
    if (!exactly(body, ["additions", "deletions"]) || !Array.isArray(body.additions) || !Array.isArray(body.deletions))
      return undefined;
    const additions = body.additions.map((a: unknown) =>
      exactly(a, ["path", "contents"]) && validPath(a.path)
        ? { file: a.path as string, contents: decodeContents(a.contents) }
        : undefined,
    );
    const deletions = body.deletions.map((d: unknown) =>
      exactly(d, ["path"]) && validPath(d.path) ? (d.path as string) : undefined,
    );
    if (additions.some((a) => !a?.contents) || deletions.some((d) => d === undefined)) return undefined;
    return { additions: additions as { file: string; contents: Buffer }[], deletions: deletions as string[] };
  };
  return async (request) => {
    // The route as Keystatic's generic handler reads it ("/api/keystatic/tree" → "tree").
    const route = new URL(request.url).pathname
      .replace(/^\/api\/keystatic\/?/, "")
      .split("/")
      .map((segment) => decodeURIComponent(segment))
      .filter(Boolean)
      .join("/");
    const fromAdmin = request.headers.get("no-cors") === "1";
    if (request.method === "GET" && route === "tree") return fromAdmin ? json(contentTree(root, allowed)) : badRequest;
    if (request.method !== "POST" || route !== "update") return keystatic(request);
    if (!fromAdmin || request.headers.get("content-type") !== "application/json") return badRequest;
    // A body that is no JSON is bad data too; a body too large stays an error of its own (413, server/admin.ts).
    const update = readUpdate(
      await request.json().catch((error: unknown) => {
        if (error instanceof SyntaxError) return undefined;
        throw error;
      }),
    );
    if (!update) return { status: 400, body: "Bad data" };
    // From the first write to the answer without a pause (contentTree).
    for (const { file, contents } of update.additions) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), contents);
    }
    for (const file of update.deletions) rmSync(path.join(root, file), { force: true });
    return json(contentTree(root, allowed));
  };
}
