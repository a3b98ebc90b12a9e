/**
 * npm run db:restore -- <backup.tar.gz>
 * Restores a backup (server/jobs/backup.ts) into PGLITE_DIR while no server runs. The backup is unpacked
 * into a new directory beside PGLITE_DIR and opened there first; only then is the current directory
 * renamed aside (PGLITE_DIR.before-restore-<time>, never deleted) and the new one put in its place,
 * and opened once more to count its enquiries.
 */
import fs from "node:fs";
import path from "node:path";
import { loadConfig } from "../core/config";
import { DbLockedError, lockDataDir } from "../db/lock";
import { startPglite } from "../db/pglite";
import { restoreMedia } from "../media/media-backup";

const stamp = () => new Date().toISOString().replace(/[:.]/g, "-");

/** Opens a PGlite directory (loading `tarball` into it first when given) and counts its bookings. */
async function countBookings(dir: string, tarball?: Blob): Promise<number> {
  // Started as the server starts it, with the extensions its indexes need.
  const client = await startPglite({ dir, image: tarball });
  try {
    const { rows } = await client.query<{ n: number }>("select count(*)::int as n from bookings");
    return rows[0].n;
  } finally {
    if (!client.closed) await client.close().catch(() => {});
  }
}

async function main() {
  const file = process.argv[2];
  if (!file) {
    console.error("Usage: npm run db:restore -- <backup file>   (a .tar.gz from BACKUP_DIR; stop the server first)");
    process.exit(2);
  }
  if (!fs.existsSync(file)) {
    console.error(`No such file: ${file}`);
    process.exit(2);
  }
  const config = loadConfig();
  const dir = path.resolve(config.pgliteDir);
  if (config.databaseUrl) console.error(`Note: DATABASE_URL is set, so the server does not use PGLITE_DIR ${dir}; restoring into it all the same.`);

  const lock = await lockDataDir(dir);
  try {
    const bytes = fs.readFileSync(file);
    const gzip = bytes[0] === 0x1f && bytes[1] === 0x8b;
    const tarball = new Blob([bytes], { type: gzip ? "application/x-gzip" : "application/x-tar" });
    const time = stamp();
    const staging = `${dir}.restoring-${time}`;
    try {
      await countBookings(staging, tarball);
    } catch (err) {
      fs.rmSync(staging, { recursive: true, force: true });
      throw new Error(`${file} did not open as a PGlite backup (${err instanceof Error ? err.message : err}); PGLITE_DIR ${dir} is unchanged.`);
    }

    const aside = `${dir}.before-restore-${time}`;
    const hadOld = fs.existsSync(dir);
    if (hadOld) fs.renameSync(dir, aside);
    fs.renameSync(staging, dir);
    let count: number;
    try {
      count = await countBookings(dir);
    } catch (err) {
      // Put things back as they were.
      fs.renameSync(dir, `${dir}.failed-restore-${time}`);
      if (hadOld) fs.renameSync(aside, dir);
      throw new Error(`the restored directory did not open (${err instanceof Error ? err.message : err}); PGLITE_DIR ${dir} is as it was.`);
    }
    console.log(`Restored ${file} into ${dir}: ${count} bookings.`);
    // The programmes' photos kept beside the backup go back into MEDIA_DIR (none are deleted from it).
    const photos = await restoreMedia(path.resolve(file), config.mediaDir);
    console.log(`Photo files put back into MEDIA_DIR ${path.resolve(config.mediaDir)}: ${photos}.`);
    console.log(hadOld ? `The previous directory is kept at ${aside} (delete it once you are satisfied).` : "There was no previous directory.");
  } finally {
    await lock.release();
  }
}

main().catch((err) => {
  if (err instanceof DbLockedError) {
    console.error(`${err.message} Stop the server first, then restore.`);
    process.exit(1);
  }
  console.error(`Restore failed: ${err instanceof Error ? err.message : err}`);
  process.exit(1);
});
