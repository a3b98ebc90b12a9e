import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { startBackups } from "../../../server/jobs/backup";
import { mediaBesideBackup, restoreMedia } from "../../../server/media/media-backup";
import { photoFiles } from "../../../server/media/photo-files";
import { makePhoto } from "../../../server/media/photo-process";
import { openDatabase } from "../../../server/db";
import { createLogger } from "../../../server/core/logger";
import { freshMediaDir, jpegWithGps, mediaFiles } from "../../support/photos";

const photoOf = async (w: number, h: number) => {
  const made = await makePhoto(await jpegWithGps(w, h));
  if ("refused" in made) throw new Error(made.refused);
  return made;
};

describe("the photos beside the embedded database's backups", () => {
  it("when backups are written, then each has MEDIA_DIR's photos beside it (linked from the one before, for the owner alone), a deleted backup's go with it, and the restore puts them back", async () => {
    const mediaDir = freshMediaDir();
    const backupDir = freshMediaDir();
    const files = photoFiles(mediaDir);
    const first = await photoOf(400, 300);
    await files.write(first.id, first.files);
    fs.writeFileSync(path.join(mediaDir, "photos", "notes.txt"), "not a photo");

    const database = await openDatabase({ pgliteDir: "memory://" });
    const backups = startBackups({ database, dir: backupDir, keep: 2, logger: createLogger("silent"), mediaDir });
    try {
      const one = (await backups.runNow("test"))!;
      const second = await photoOf(500, 300);
      await files.write(second.id, second.files);
      const two = (await backups.runNow("test"))!;
      expect(two.file).not.toBe(one.file);

      const beside = (b: { file: string }) => fs.readdirSync(mediaBesideBackup(b.file)).sort();
      expect(beside(one)).toEqual(first.files.map((f) => `${first.id}-${f.width}.${f.format}`).sort());
      expect(beside(two)).toEqual(mediaFiles(mediaDir).filter((f) => f !== "photos/notes.txt").map((f) => path.basename(f)));
      const name = `${first.id}-390.webp`;
      // A photo the earlier backup holds is the same file on disk, not a second copy.
      expect(fs.statSync(path.join(mediaBesideBackup(two.file), name)).ino).toBe(fs.statSync(path.join(mediaBesideBackup(one.file), name)).ino);
      for (const f of fs.readdirSync(mediaBesideBackup(two.file))) expect(fs.statSync(path.join(mediaBesideBackup(two.file), f)).mode & 0o777).toBe(0o600);
      expect(fs.statSync(mediaBesideBackup(two.file)).mode & 0o777).toBe(0o700);

      // Past BACKUP_KEEP (2), the oldest backup and its photos go.
      await backups.runNow("test");
      await backups.runNow("test");
      const kept = fs.readdirSync(backupDir).sort();
      expect(kept.filter((n) => n.endsWith(".tar.gz"))).toHaveLength(2);
      expect(kept.filter((n) => n.endsWith(".media"))).toEqual(kept.filter((n) => n.endsWith(".tar.gz")).map((n) => n.replace(".tar.gz", ".media")));
      expect(fs.existsSync(path.dirname(mediaBesideBackup(one.file)))).toBe(false);

      const newest = path.join(backupDir, kept.filter((n) => n.endsWith(".tar.gz")).at(-1)!);
      const emptyMedia = freshMediaDir();
      expect(await restoreMedia(newest, emptyMedia)).toBe(first.files.length + second.files.length);
      expect(mediaFiles(emptyMedia)).toEqual(mediaFiles(mediaDir).filter((f) => f !== "photos/notes.txt"));
      expect(await restoreMedia(newest, emptyMedia)).toBe(0);
    } finally {
      await backups.stop();
      await database.close();
    }
  }, 120_000);
});
