/**
 * The photos' files under MEDIA_DIR/photos, named as shared/media/photo-urls.ts serves them
 * ({id}-{width}.{format}). Several processes share the folder: each file is written whole under a
 * temporary name and renamed into place, so no process ever serves half a file, and a file once
 * there never changes (its name is its content's). Files 0600 in a 0700 folder, like every file the
 * server writes.
 */
import { randomBytes } from "node:crypto";
import fs from "node:fs";
import path from "node:path";
import { photoWidths, PHOTO_FORMATS } from "@shared/media/photo-urls";
import { OWNER_FILE, ownerFolder } from "../core/owner-only";
import type { PhotoFile } from "./photo-process";

/** A served photo's file name: its id, a width and a format; nothing else under /media/photos is served. */
export const PHOTO_FILE = /^([0-9a-f]{16})-([1-9]\d{0,4})\.(avif|webp|jpg)$/;
const TEMP = /^\.[0-9a-f]{16}-.*\.tmp$/;
/** A temporary file older than this was left by a process that died while writing it. */
const STALE_TEMP_MS = 60 * 60 * 1000;

export const photosDir = (mediaDir: string) => path.join(mediaDir, "photos");
const nameOf = (id: string, f: Pick<PhotoFile, "width" | "format">) => `${id}-${f.width}.${f.format}`;

/** Every file name a photo of this id and width has. */
function photoFileNames(id: string, width: number): string[] {
  return photoWidths(width).flatMap((w) => PHOTO_FORMATS.map((format) => nameOf(id, { width: w, format })));
}

async function writeWhole(dir: string, name: string, bytes: Buffer): Promise<void> {
  const temp = path.join(dir, `.${name}.${process.pid}.${randomBytes(4).toString("hex")}.tmp`);
  try {
    const handle = await fs.promises.open(temp, "wx", OWNER_FILE);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await fs.promises.rename(temp, path.join(dir, name));
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    throw err;
  }
}

export interface PhotoFiles {
  /** Writes every file of a photo, each whole or not at all (the caller removes a photo no programme shows). */
  write(id: string, files: PhotoFile[]): Promise<void>;
  /** The names of a photo's files that are not on disk. */
  missing(id: string, width: number): Promise<string[]>;
  /** Deletes every file of a photo. */
  remove(id: string): Promise<void>;
}

export function photoFiles(mediaDir: string): PhotoFiles {
  const dir = photosDir(mediaDir);
  let swept = false;
  /** Temporary files another process is writing are young; only old ones are left-overs. */
  async function sweepOnce() {
    if (swept) return;
    swept = true;
    const now = Date.now();
    for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      if (!TEMP.test(name)) continue;
      const stat = await fs.promises.stat(path.join(dir, name)).catch(() => null);
      if (stat && now - stat.mtimeMs > STALE_TEMP_MS) await fs.promises.rm(path.join(dir, name), { force: true });
    }
  }
  const remove = async (id: string) => {
    for (const name of await fs.promises.readdir(dir).catch(() => [] as string[])) {
      const m = PHOTO_FILE.exec(name);
      if (m && m[1] === id) await fs.promises.rm(path.join(dir, name), { force: true });
    }
  };
  return {
    async write(id, files) {
      // MEDIA_DIR itself too: one made 0755 by hand or an earlier release is narrowed as the photos' folder is.
      await ownerFolder(mediaDir);
      await ownerFolder(dir);
      await sweepOnce();
      for (const f of files) await writeWhole(dir, nameOf(id, f), f.bytes);
    },
    async missing(id, width) {
      const names = photoFileNames(id, width);
      const present = await Promise.all(names.map((n) => fs.promises.access(path.join(dir, n)).then(() => true, () => false)));
      return names.filter((_, i) => !present[i]);
    },
    remove,
  };
}
