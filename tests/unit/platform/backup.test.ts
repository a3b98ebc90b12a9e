import { describe, expect, it } from "vitest";
import { backupFileName, backupsToDelete, isBackupName } from "../../../server/jobs/backup";

describe("backup file names and rotation", () => {
  it("when a backup is named, then the name holds the UTC time, sorts by time and has no colon", () => {
    const a = backupFileName(new Date("2026-11-22T09:05:07.010Z"));
    const b = backupFileName(new Date("2026-11-22T10:00:00.000Z"));
    const c = backupFileName(new Date("2027-01-01T00:00:00.000Z"));
    expect(a).toBe("pglite-2026-11-22T09-05-07-010Z.tar.gz");
    expect([c, a, b].sort()).toEqual([a, b, c]);
    expect(a).not.toContain(":");
    expect(isBackupName(a)).toBe(true);
  });

  it("when there are more backups than BACKUP_KEEP, then the oldest beyond it are deleted", () => {
    const names = Array.from({ length: 10 }, (_, i) => backupFileName(new Date(Date.UTC(2026, 0, 1 + i))));
    const shuffled = [7, 2, 9, 0, 4, 1, 8, 3, 6, 5].map((i) => names[i]);
    const deleted = backupsToDelete(shuffled, 7);
    expect(deleted.sort()).toEqual(names.slice(0, 3));
  });

  it("when there are BACKUP_KEEP backups or fewer, then none is deleted", () => {
    const names = [backupFileName(new Date("2026-01-01T00:00:00Z")), backupFileName(new Date("2026-01-02T00:00:00Z"))];
    expect(backupsToDelete(names, 7)).toEqual([]);
    expect(backupsToDelete(names, 2)).toEqual([]);
    expect(backupsToDelete([], 1)).toEqual([]);
  });

  it("when other files are in the directory (a half-written temp file, notes, a renamed copy), then they are neither counted nor deleted", () => {
    const newest = backupFileName(new Date("2026-03-01T00:00:00Z"));
    const older = backupFileName(new Date("2026-02-01T00:00:00Z"));
    const others = [`.${newest}.123.tmp`, "README.txt", `${older}.copy`, "pglite-latest.tar.gz"];
    expect(backupsToDelete([...others, older, newest], 1)).toEqual([older]);
    for (const o of others) expect(isBackupName(o)).toBe(false);
  });
});
