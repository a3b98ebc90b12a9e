import fs from "node:fs";
import path from "node:path";
import zlib from "node:zlib";

/**
 * The byte-grep every at-rest test shares: each file under `dir` (the folder may be missing) with
 * its bytes, and a gzipped one (a backup) with its gunzipped bytes as well, so what a backup holds
 * is read as plainly as the data folder.
 */
export function* filesUnder(dir: string): Generator<{ file: string; bytes: Buffer }> {
  if (!fs.existsSync(dir)) return;
  for (const entry of fs.readdirSync(dir, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) yield* fileBytes(path.join(entry.parentPath, entry.name));
  }
}

/** One file's bytes, and a gzipped one's (`.gz`, `.tar.gz`: a backup) gunzipped bytes as well. */
function* fileBytes(file: string): Generator<{ file: string; bytes: Buffer }> {
  const raw = fs.readFileSync(file);
  yield { file, bytes: raw };
  if (file.endsWith(".gz")) yield { file, bytes: zlib.gunzipSync(raw) };
}

/** Every file under `dir` (relative to it) whose bytes, or gunzipped bytes, hold any of the values. */
export function filesHolding(dir: string, values: string[]): string[] {
  const found = new Set<string>();
  for (const { file, bytes } of filesUnder(dir)) if (values.some((v) => bytes.includes(v))) found.add(path.relative(dir, file));
  return [...found];
}

/**
 * Which of `values` (text, searched as its UTF-8 bytes, or bytes) a gzipped backup holds once
 * gunzipped: the backup's bytes as a restore reads them.
 */
export function backupHolding<T extends string | Buffer>(file: string, values: T[]): T[] {
  const tar = zlib.gunzipSync(fs.readFileSync(file));
  return values.filter((v) => tar.includes(v));
}

/**
 * Every string of a shape (a token's, a sealed value's) in the bytes of the files under each of
 * `places` (a folder, or a single file such as the log or a backup, a gzipped one read gunzipped as
 * well, as filesUnder reads it), each with where it was found: read as
 * Latin-1, so ASCII shapes are found wherever they lie, in text or between binary bytes. `shape`
 * must be global; what it matches is what the caller then tries against the server.
 */
export function shapesIn(places: string[], shape: RegExp): Map<string, string[]> {
  const found = new Map<string, string[]>();
  const scan = (where: string, bytes: Buffer) => {
    for (const m of bytes.toString("latin1").matchAll(shape)) {
      const at = found.get(m[0]) ?? [];
      if (!at.includes(where)) at.push(where);
      found.set(m[0], at);
    }
  };
  for (const place of places) {
    const files = fs.existsSync(place) && fs.statSync(place).isFile() ? fileBytes(place) : filesUnder(place);
    for (const { file, bytes } of files) scan(file, bytes);
  }
  return found;
}
