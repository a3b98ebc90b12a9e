/**
 * The programmes' photos travel with the embedded database's backups: beside each backup
 * `pglite-<time>.tar.gz` in BACKUP_DIR, a folder `pglite-<time>.media/photos` holds every photo file
 * MEDIA_DIR had. A photo's files never change, so a file the previous backup already holds is
 * hard-linked from it rather than copied again: a backup costs the disk only the photos added since.
 * A folder whose backup has been deleted (BACKUP_KEEP) goes with it. The restore command puts a
 * backup's photos back into MEDIA_DIR.
 */
import fs from "node:fs";
import path from "node:path";
import { OWNER_FILE, ownerFolder } from "../core/owner-only";
import { PHOTO_FILE, photosDir } from "./photo-files";

const MEDIA_SUFFIX = ".media";
const BACKUP = /^pglite-.*\.tar\.gz$/;

/** The photos folder beside a backup file. */
export const mediaBesideBackup = (backupFile: string): string => path.join(backupFile.replace(/\.tar\.gz$/, MEDIA_SUFFIX), "photos");

const photoNames = async (dir: string) => (await fs.promises.readdir(dir).catch(() => [] as string[])).filter((n) => PHOTO_FILE.test(n));

/** Copies `from` to `to` whole (under a temporary name, then renamed), for the owner alone. */
async function copyWhole(from: string, to: string): Promise<void> {
  const temp = `${path.dirname(to)}/.${path.basename(to)}.${process.pid}.tmp`;
  try {
    await fs.promises.copyFile(from, temp);
    await fs.promises.chmod(temp, OWNER_FILE);
    await fs.promises.rename(temp, to);
  } catch (err) {
    await fs.promises.rm(temp, { force: true });
    throw err;
  }
}

/** The newest other backup's photos folder in `backupDir`, whose files can be linked. */
async function previousPhotos(backupDir: string, except: string): Promise<string | undefined> {
  const names = (await fs.promises.readdir(backupDir).catch(() => [] as string[])).filter((n) => n.endsWith(MEDIA_SUFFIX)).sort().reverse();
  return names.map((n) => path.join(backupDir, n, "photos")).find((dir) => dir !== except);
}

/** Puts every photo file of MEDIA_DIR beside the backup (those already there are kept); answers how many were added. */
export async function backupMedia(mediaDir: string, backupFile: string): Promise<number> {
  const names = await photoNames(photosDir(mediaDir));
  if (names.length === 0) return 0;
  const to = mediaBesideBackup(backupFile);
  await ownerFolder(to);
  const have = new Set(await photoNames(to));
  const previous = await previousPhotos(path.dirname(backupFile), to);
  let added = 0;
  for (const name of names) {
    if (have.has(name)) continue;
    const target = path.join(to, name);
    const linked = previous ? await fs.promises.link(path.join(previous, name), target).then(() => true, () => false) : false;
    if (!linked) {
      try {
        await copyWhole(path.join(photosDir(mediaDir), name), target);
      } catch (err) {
        // Removed from MEDIA_DIR since it was listed: nothing to keep.
        if ((err as NodeJS.ErrnoException).code === "ENOENT") continue;
        throw err;
      }
    }
    added++;
  }
  return added;
}

/** Deletes the photo folders whose backup is gone. */
export async function pruneMediaBackups(backupDir: string): Promise<void> {
  const names = await fs.promises.readdir(backupDir).catch(() => [] as string[]);
  const backups = new Set(names.filter((n) => BACKUP.test(n)));
  for (const name of names) {
    if (name.endsWith(MEDIA_SUFFIX) && !backups.has(name.slice(0, -MEDIA_SUFFIX.length) + ".tar.gz")) {
      await fs.promises.rm(path.join(backupDir, name), { recursive: true, force: true });
    }
  }
}

/** Copies a backup's photos that MEDIA_DIR lacks back into it; answers how many. */
export async function restoreMedia(backupFile: string, mediaDir: string): Promise<number> {
  const from = mediaBesideBackup(backupFile);
  const names = await photoNames(from);
  if (names.length === 0) return 0;
  const to = photosDir(mediaDir);
  await ownerFolder(to);
  const have = new Set(await photoNames(to));
  let restored = 0;
  for (const name of names) {
    if (have.has(name)) continue;
    await copyWhole(path.join(from, name), path.join(to, name));
    restored++;
  }
  return restored;
}
