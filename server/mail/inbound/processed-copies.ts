import { createHash } from "node:crypto";
import fs from "node:fs/promises";
import path from "node:path";

/** The inbox folder's raw copies of stored messages: `processed/` under MAIL_INBOX_DIR. */
export const PROCESSED = "processed";

/** Headers are read from at most this many bytes of a file. */
const HEAD_BYTES = 64 * 1024;

/** The Message-ID a raw message's headers name, as the store step keys it (a content hash when it has none). */
export function rawMessageId(raw: Buffer): string {
  const text = raw.subarray(0, HEAD_BYTES).toString("latin1");
  const end = text.search(/\r?\n\r?\n/);
  // Folded header lines are joined first.
  const head = (end === -1 ? text : text.slice(0, end)).replace(/\r?\n[ \t]+/g, " ");
  const m = /^message-id:\s*(<[^<>\s]{1,500}>)/im.exec(head);
  return m ? m[1] : `<${createHash("sha256").update(raw).digest("hex")}@content>`;
}

/**
 * Deletes the raw copies the inbox reader kept of messages that must go (an erasure): each file's
 * Message-ID is read, `doomed` answers which of them go. Answers how many files were deleted.
 */
export async function deleteProcessedCopies(inboxDir: string, doomed: (messageIds: string[]) => Promise<Set<string>>): Promise<number> {
  const dir = path.join(inboxDir, PROCESSED);
  let names: string[];
  try {
    names = (await fs.readdir(dir)).filter((n) => n.toLowerCase().endsWith(".eml"));
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  const ids = new Map<string, string[]>();
  for (const name of names) {
    const raw = await fs.readFile(path.join(dir, name)).catch(() => undefined);
    if (!raw) continue;
    const id = rawMessageId(raw);
    ids.set(id, [...(ids.get(id) ?? []), name]);
  }
  if (ids.size === 0) return 0;
  const gone = await doomed([...ids.keys()]);
  const files = [...gone].flatMap((id) => ids.get(id) ?? []);
  await Promise.all(files.map((n) => fs.rm(path.join(dir, n), { force: true })));
  return files.length;
}
