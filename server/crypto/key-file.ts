import fs from "node:fs";
import path from "node:path";
import { randomBytes } from "node:crypto";
import { KEY_BYTES } from "../core/seal";
import { isInside } from "../core/is-inside";
import { ownFileFolderSync } from "../core/owner-only";

/** One line naming DATA_KEY_FILE: the server stops with it at start. */
export class DataKeyError extends Error {}


/** The path with its deepest existing folder's links resolved, so a symlink can't hide where it lands. */
function realPathOf(file: string): string {
  let dir = path.resolve(file);
  const rest: string[] = [];
  while (!fs.existsSync(dir)) {
    const up = path.dirname(dir);
    if (up === dir) break;
    rest.unshift(path.basename(dir));
    dir = up;
  }
  return path.join(fs.realpathSync(dir), ...rest);
}

/** Refuses a key file kept with the data it protects: a copy of the database or a backup would carry its key. */
export function refuseKeyBeside(file: string, folders: Record<string, string>): void {
  const key = realPathOf(file);
  for (const [name, folder] of Object.entries(folders)) {
    if (isInside(key, realPathOf(folder))) {
      throw new DataKeyError(`DATA_KEY_FILE ${file} lies inside ${name} (${folder}): keep the key apart from the database and its backups`);
    }
  }
}

function parseKey(file: string, text: string): Buffer {
  const trimmed = text.trim();
  const key = Buffer.from(trimmed, "base64");
  if (!/^[A-Za-z0-9+/]+={0,2}$/.test(trimmed) || key.length !== KEY_BYTES) {
    throw new DataKeyError(`DATA_KEY_FILE ${file} must hold a ${KEY_BYTES}-byte key written in base64`);
  }
  return key;
}

/**
 * Refuses a key others could read, or one with a second name: a hard link (inside PGLITE_DIR, say)
 * passes the "not inside" rule, since its path is elsewhere, yet a copy of that folder carries the
 * key. Windows has neither mode bits nor this risk in the same form: not checked there.
 */
export function refuseLooseKey(file: string, stat: Pick<fs.Stats, "mode" | "nlink">): void {
  if (process.platform === "win32") return;
  if ((stat.mode & 0o077) !== 0) {
    const mode = (stat.mode & 0o777).toString(8).padStart(4, "0");
    // 0620 or 0610 let nobody else read it, but group or others may change or replace what it holds.
    const what = (stat.mode & 0o044) !== 0 ? "can be read by group or others" : "is open to group or others";
    throw new DataKeyError(`DATA_KEY_FILE ${file} ${what} (mode ${mode}): run chmod 600 ${file}`);
  }
  if (stat.nlink > 1) {
    throw new DataKeyError(`DATA_KEY_FILE ${file} has ${stat.nlink} hard links, and a copy of any folder holding one carries the key: delete the other links (find / -samefile ${file})`);
  }
}

/** The key in the file, or undefined when there is no file. */
export function readKeyFile(file: string): Buffer | undefined {
  let text: string;
  try {
    const fd = fs.openSync(file, "r");
    try {
      refuseLooseKey(file, fs.fstatSync(fd));
      text = fs.readFileSync(fd, "utf8");
    } finally {
      fs.closeSync(fd);
    }
  } catch (err) {
    if (err instanceof DataKeyError) throw err;
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return undefined;
    throw new DataKeyError(`DATA_KEY_FILE ${file} could not be read: ${(err as Error).message}`);
  }
  return parseKey(file, text);
}

/**
 * Writes a new random key, readable by this user alone. Two processes starting at once agree:
 * the file is created exclusively, and the one that finds it made reads the other's.
 */
export function createKeyFile(file: string): Buffer {
  try {
    // Narrowed to 0700 when it already exists, is this user's (made 0755 by hand or an earlier release) and holds only the key.
    ownFileFolderSync(file);
    fs.writeFileSync(file, randomBytes(KEY_BYTES).toString("base64") + "\n", { flag: "wx", mode: 0o600 });
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== "EEXIST") {
      throw new DataKeyError(`DATA_KEY_FILE ${file} could not be created: ${(err as Error).message}`);
    }
  }
  const key = readKeyFile(file);
  if (!key) throw new DataKeyError(`DATA_KEY_FILE ${file} vanished as it was created`);
  return key;
}
