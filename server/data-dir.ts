import {
  closeSync,
  constants,
  accessSync,
  fsyncSync,
  mkdirSync,
  openSync,
  statSync,
  unlinkSync,
  writeSync,
} from "node:fs";
import path from "node:path";
import { StartupError } from "./startup-error";

/**
 * Makes sure DATA_DIR is a writable directory on a normal file system before SQLite touches it.
 * Creates the directory itself (not its parents: a missing parent is almost always a typo), then
 * writes, syncs and deletes a probe file. Special file systems (/proc, /sys) fail the probe instead
 * of sending SQLite or a recursive mkdir into an endless loop.
 */
export function prepareDataDir(dataDir: string): string {
  const dir = path.resolve(dataDir);
  const fail = (problem: string, fix: string): never => {
    throw new StartupError(`DATA_DIR=${dataDir} ${problem}: ${fix}.`);
  };
  let stat = statOrUndefined(dir);
  if (!stat) {
    const parent = path.dirname(dir);
    const parentStat = statOrUndefined(parent);
    if (!parentStat)
      fail(`cannot be created because ${parent} does not exist`, "check the path, or create the parent folder first");
    if (!parentStat!.isDirectory())
      fail(`cannot be created because ${parent} is not a directory`, "choose another path");
    try {
      mkdirSync(dir, { mode: 0o700 });
    } catch (err) {
      fail(`cannot be created (${code(err)})`, "choose a folder this user may write to");
    }
    stat = statOrUndefined(dir);
  }
  if (!stat?.isDirectory()) fail("is not a directory", "point DATA_DIR at a folder (it holds the contact outbox)");
  try {
    accessSync(dir, constants.W_OK | constants.X_OK);
  } catch (err) {
    fail(`is not writable by this user (${code(err)})`, "fix its owner or permissions, or choose another folder");
  }
  const probe = path.join(dir, `.write-probe-${process.pid}`);
  try {
    const fd = openSync(probe, "wx", 0o600);
    try {
      writeSync(fd, "probe");
      fsyncSync(fd);
    } finally {
      closeSync(fd);
      unlinkSync(probe);
    }
  } catch (err) {
    fail(`cannot hold files (${code(err)})`, "use a folder on a normal local disk");
  }
  return dir;
}

function statOrUndefined(p: string) {
  try {
    return statSync(p);
  } catch {
    return undefined;
  }
}

const code = (err: unknown) => (err as NodeJS.ErrnoException)?.code ?? String(err);
