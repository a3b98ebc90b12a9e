import fs from "node:fs";
import path from "node:path";

/**
 * What the server writes (backups, e-mails, media, the key, the embedded database) is its owner's
 * alone: files 0600 in folders 0700 (docs/security.md). The modes are given where each is written,
 * and the process's umask backs them up for whatever a library writes (PGlite's files, the lock).
 */
export const OWNER_FILE = 0o600;
export const OWNER_DIR = 0o700;

const POSIX = process.platform !== "win32";

/** Everything this process creates from now on is its owner's alone, whatever umask the shell gave it (often 022: readable by all). */
export function ownerOnlyFromNow(): void {
  if (POSIX) process.umask(0o077);
}

const STICKY = 0o1000;

/**
 * Narrows a folder this user owns to 0700: one made by an earlier release (0755) stops others
 * listing or reading what is in it. Never a shared folder: one with the sticky bit (/tmp) is
 * everyone's whoever owns it, and a server run as root owns /tmp; narrowed, every other user's
 * programs lose it.
 */
function narrow(dir: string, stat: fs.Stats): void {
  if (POSIX && (stat.mode & STICKY) === 0 && (stat.mode & 0o077) !== 0 && stat.uid === process.getuid?.()) fs.chmodSync(dir, OWNER_DIR);
}

/** The folder, made if missing, for its owner alone. */
export function ownerFolderSync(dir: string): void {
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR });
  narrow(dir, fs.statSync(dir));
}

/**
 * A file's own folder, made if missing, for its owner alone, but narrowed only while it holds
 * nothing else (names starting with the file's, its temporary copies, aside): DATA_KEY_FILE may
 * name a file in a folder of other things (/etc, a home folder), which is not the server's to close.
 */
export function ownFileFolderSync(file: string): void {
  const dir = path.dirname(file);
  const name = path.basename(file);
  fs.mkdirSync(dir, { recursive: true, mode: OWNER_DIR });
  if (fs.readdirSync(dir).every((entry) => entry.startsWith(name))) narrow(dir, fs.statSync(dir));
}

export async function ownerFolder(dir: string): Promise<void> {
  await fs.promises.mkdir(dir, { recursive: true, mode: OWNER_DIR });
  narrow(dir, await fs.promises.stat(dir));
}
