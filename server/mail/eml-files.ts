import fs from "node:fs/promises";
import path from "node:path";

/**
 * The name of a message written as a file (without SMTP_URL): its time and Message-ID, so the files
 * of one booking can be found again (`<booking-12-acknowledgement.REF@domain>` gives
 * `…-booking-12-acknowledgement.REF_domain.eml`).
 */
export function emlFileName(messageId: string, at: Date): string {
  const id = messageId.replace(/[^A-Za-z0-9.-]+/g, "_").replace(/^_|_$/g, "");
  return `${at.toISOString().replace(/[:.]/g, "-")}-${id}.eml`;
}

/** Whether a file in the mail folder is one of this booking's messages. */
export function isBookingEml(name: string, bookingId: number): boolean {
  return name.endsWith(".eml") && name.includes(`-booking-${bookingId}-`);
}

/** Deletes the written messages of these bookings (erasure); answers how many files went. */
export async function deleteBookingEml(dir: string, bookingIds: number[]): Promise<number> {
  if (bookingIds.length === 0) return 0;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  const doomed = names.filter((n) => bookingIds.some((id) => isBookingEml(n, id)));
  await Promise.all(doomed.map((n) => fs.rm(path.join(dir, n), { force: true })));
  return doomed.length;
}
