/**
 * The admin's local API in `npm run dev` (server/admin-local.ts): its tree is Keystatic's own tree of
 * content/, entry for entry (the git ids of every file and folder), without the rest of the project;
 * a save takes, refuses, writes and answers what Keystatic's own update does.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { makeGenericAPIRouteHandler } from "@keystatic/core/api/generic";
import { getAllowedDirectories } from "@keystatic/core/api/utils";
import { config } from "@keystatic/core";
import { entryPaths } from "../admin/entries";
import { perTest } from "../tests/support/per-test";
import type { KeystaticHandler } from "./admin";
import { contentTree, localHandler, type TreeEntry } from "./admin-local";

const test = perTest();
const keystaticConfig = config({ storage: { kind: "local" }, ...entryPaths() });
const allowed = getAllowedDirectories(keystaticConfig as Parameters<typeof getAllowedDirectories>[0]);

/** Keystatic's own local API on a folder. */
const keystaticOn = (root: string) =>
  makeGenericAPIRouteHandler({ config: keystaticConfig, localBaseDirectory: root }) as KeystaticHandler;

/** A request as server/admin.ts hands it to the handler. */
function request(
  route: string,
  { method = "GET", body, headers = {} }: { method?: string; body?: unknown; headers?: Record<string, string> } = {},
) {
  const all: Record<string, string> = {
    "no-cors": "1",
    ...(body === undefined ? {} : { "content-type": "application/json" }),
    ...headers,
  };
  return {
    method,
    url: `http://127.0.0.1:5173/api/keystatic/${route}`,
    headers: { get: (name: string) => all[name.toLowerCase()] ?? null },
    json: async () => (typeof body === "string" ? JSON.parse(body) : body),
  };
}

async function answer(handler: KeystaticHandler, ...args: Parameters<typeof request>) {
  const { status = 200, body } = await handler(request(...args));
  const text = typeof body === "string" ? body : Buffer.from(body ?? "").toString("utf8");
  return { status, text, tree: status === 200 && text.startsWith("[") ? (JSON.parse(text) as TreeEntry[]) : undefined };
}

const byPath = (entries: TreeEntry[]) => [...entries].sort((a, b) => (a.path < b.path ? -1 : 1));

/** A project folder with this working tree's content/ and one file beside it (which no tree should list). */
function project() {
  const root = path.join(test.dir, "project");
  cpSync("content", path.join(root, "content"), { recursive: true });
  mkdirSync(path.join(root, "docs"));
  writeFileSync(path.join(root, "docs/notes.md"), "not content\n");
  return root;
}

const base64 = (text: string) => Buffer.from(text).toString("base64");

describe("the admin's local API (npm run dev)", () => {
  it("answers Keystatic's own tree of content/, and nothing of the rest of the project", async () => {
    // Keystatic's tree of this working tree lists app/, docs/, tests/ …; ours only content/, entry for entry.
    const full = (await answer(keystaticOn(process.cwd()), "tree")).tree!;
    const ours = contentTree(process.cwd(), allowed);
    expect(full.some((entry) => entry.path.startsWith("app/"))).toBe(true);
    expect(ours.every((entry) => entry.path === "content" || entry.path.startsWith("content/"))).toBe(true);
    expect(byPath(ours)).toEqual(byPath(full.filter((e) => e.path === "content" || e.path.startsWith("content/"))));
    // Each folder before what it holds (Keystatic's browser code drops an entry whose folder it has not seen).
    const seen = new Set<string>();
    for (const entry of ours) {
      const folder = entry.path.includes("/") ? entry.path.slice(0, entry.path.lastIndexOf("/")) : "";
      expect(folder === "" || seen.has(folder), entry.path).toBe(true);
      seen.add(entry.path);
    }
  });

  it("saves as Keystatic saves: the same files written and deleted, the same tree answered", async () => {
    const [ours, theirs] = [project(), path.join(test.dir, "keystatic")];
    cpSync(ours, theirs, { recursive: true });
    const save = {
      additions: [
        {
          path: "content/de/home.yaml",
          contents: base64(readFileSync("content/de/home.yaml", "utf8").replace(/subtitle: .*/, "subtitle: Neu")),
        },
        { path: "content/de/references/neu.yaml", contents: base64("slug: neu\n") },
      ],
      deletions: [{ path: "content/de/references/edeka.yaml" }],
    };
    const mine = await answer(await localHandler(ours), "update", { method: "POST", body: save });
    const keystatic = await answer(keystaticOn(theirs), "update", { method: "POST", body: save });
    expect(mine.status).toBe(200);
    for (const file of ["content/de/home.yaml", "content/de/references/neu.yaml"])
      expect(readFileSync(path.join(ours, file), "utf8")).toBe(readFileSync(path.join(theirs, file), "utf8"));
    expect(readFileSync(path.join(ours, "content/de/home.yaml"), "utf8")).toContain("subtitle: Neu\n");
    expect(existsSync(path.join(ours, "content/de/references/edeka.yaml"))).toBe(false);
    const content = (entries: TreeEntry[]) => byPath(entries.filter((e) => e.path.startsWith("content")));
    expect(byPath(mine.tree!)).toEqual(content(keystatic.tree!));
    expect(mine.tree!.some((e) => e.path.startsWith("docs"))).toBe(false);
    expect(keystatic.tree!.some((e) => e.path.startsWith("docs"))).toBe(true);
    // Reading a file stays Keystatic's: by its id, as the tree names it.
    const home = mine.tree!.find((e) => e.path === "content/de/home.yaml")!;
    const blob = await answer(await localHandler(ours), `blob/${home.sha}/content/de/home.yaml`);
    expect([blob.status, blob.text]).toEqual([200, readFileSync(path.join(ours, "content/de/home.yaml"), "utf8")]);
  });

  it("refuses what Keystatic refuses, and writes nothing", async () => {
    const root = project();
    const handler = await localHandler(root);
    const keystatic = keystaticOn(path.join(test.dir, "keystatic"));
    const home = readFileSync(path.join(root, "content/de/home.yaml"), "utf8");
    const write = (file: string) => ({ additions: [{ path: file, contents: base64("x: 1\n") }], deletions: [] });
    const cases: [string, Parameters<typeof request>[1]][] = [
      ["outside the entries", { method: "POST", body: write("docs/notes.md") }],
      ["a '..' segment", { method: "POST", body: write("content/de/home/../../../docs/x.yaml") }],
      ["a backslash", { method: "POST", body: write("content\\de\\home.yaml") }],
      ["a deletion outside", { method: "POST", body: { additions: [], deletions: [{ path: "docs/notes.md" }] } }],
      [
        "not base64",
        { method: "POST", body: { additions: [{ path: "content/de/home.yaml", contents: "!!" }], deletions: [] } },
      ],
      ["a field more", { method: "POST", body: { ...write("content/de/home.yaml"), message: "x" } }],
      ["a field missing", { method: "POST", body: { additions: [] } }],
      ["no JSON", { method: "POST", body: "{" }],
      [
        "without the admin's header",
        { method: "POST", body: write("content/de/home.yaml"), headers: { "no-cors": "0" } },
      ],
      [
        "not as JSON",
        { method: "POST", body: write("content/de/home.yaml"), headers: { "content-type": "text/plain" } },
      ],
      ["the tree without the admin's header", { headers: { "no-cors": "0" } }],
    ];
    for (const [name, options] of cases) {
      const route = options?.method === "POST" ? "update" : "tree";
      const [mine, theirs] = [await answer(handler, route, options), await answer(keystatic, route, options)];
      expect([name, mine.status, mine.text]).toEqual([name, theirs.status, theirs.text]);
      expect(mine.status, name).toBe(400);
    }
    expect(readFileSync(path.join(root, "content/de/home.yaml"), "utf8")).toBe(home);
    expect(readFileSync(path.join(root, "docs/notes.md"), "utf8")).toBe("not content\n");
    expect(existsSync(path.join(root, "docs/x.yaml"))).toBe(false);
  });
});
