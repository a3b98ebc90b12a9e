import fs from "node:fs/promises";
import path from "node:path";
import { OWNER_FILE } from "../core/owner-only";

/** A booking as its written messages name it: by id, and (in older files' Message-IDs) by reference. */
interface BookingKey {
  id: number;
  reference: string;
}

/** The bookings a message is about; every composer's message is handed to the transport with them. */
export interface MailAbout {
  bookingIds: readonly number[];
}

/** Longest list of booking ids a file name carries; a digest about more is named `bookings-many`. */
const MAX_TAG_CHARS = 120;
/** A digest about more bookings than fit a name lists them in this file beside it. */
const MANY_SUFFIX = ".bookings";

const stamp = (at: Date) => at.toISOString().replace(/[:.]/g, "-");
const safeId = (messageId: string) => messageId.replace(/[^A-Za-z0-9.-]+/g, "_").replace(/^_|_$/g, "");

/**
 * The part of a written message's name that says which bookings it is about: `booking-12` for one,
 * `bookings-12.15.40` for several, `bookings-many` (with a list beside it) for more than fit, and
 * nothing for a message about none (a sign-in alert). Erasure finds a booking's files by it.
 */
function bookingsTag(bookingIds: readonly number[]): string {
  const ids = [...new Set(bookingIds)].sort((a, b) => a - b);
  if (ids.length === 0) return "";
  if (ids.length === 1) return `booking-${ids[0]}`;
  const list = ids.join(".");
  return list.length <= MAX_TAG_CHARS ? `bookings-${list}` : "bookings-many";
}

/**
 * The name of a message written as a file (without SMTP_URL): its time, the bookings it is about
 * and its Message-ID (`<reply-….REF@domain>` about booking 12 gives `…-booking-12-reply-….REF_domain.eml`).
 */
export function emlFileName(messageId: string, at: Date, bookingIds: readonly number[] = []): string {
  const tag = bookingsTag(bookingIds);
  return `${stamp(at)}-${tag ? `${tag}-` : ""}${safeId(messageId)}.eml`;
}

const TAG = /^[0-9TZ-]{24}-bookings?-([0-9.]{1,200}|many)-/;

/**
 * Whether a file in the mail folder is one of this booking's messages: named by it, or (a file of
 * an earlier release, named by its Message-ID alone) by its reference. A `bookings-many` file is
 * decided by the list beside it (deleteBookingEml).
 */
export function isBookingEml(name: string, booking: number | BookingKey): boolean {
  if (!name.endsWith(".eml") || name.startsWith(".")) return false;
  const { id, reference } = typeof booking === "number" ? { id: booking, reference: "" } : booking;
  const tag = TAG.exec(name)?.[1];
  if (tag && tag !== "many" && tag.split(".").includes(String(id))) return true;
  return name.includes(`-booking-${id}-`) || (reference !== "" && name.includes(`.${reference}_`));
}

/** Writes the list of a `bookings-many` message's bookings beside it, before the message itself appears. */
export async function writeManyList(dir: string, name: string, about: MailAbout): Promise<void> {
  if (!name.includes("-bookings-many-")) return;
  await fs.writeFile(path.join(dir, name + MANY_SUFFIX), JSON.stringify([...about.bookingIds]), { mode: OWNER_FILE });
}

async function listedIn(file: string): Promise<number[] | undefined> {
  try {
    const ids: unknown = JSON.parse(await fs.readFile(file, "utf8"));
    return Array.isArray(ids) ? ids.filter((n): n is number => typeof n === "number") : undefined;
  } catch {
    return undefined;
  }
}

/**
 * Deletes the written messages of these bookings (erasure), and every digest that names one of them;
 * answers how many files went. A `bookings-many` message whose list is unreadable goes too: a lost
 * digest is better than a kept copy of an erased visitor.
 */
export async function deleteBookingEml(dir: string, bookings: readonly BookingKey[]): Promise<number> {
  if (bookings.length === 0) return 0;
  let names: string[];
  try {
    names = await fs.readdir(dir);
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === "ENOENT") return 0;
    throw err;
  }
  const doomed = names.filter((n) => bookings.some((b) => isBookingEml(n, b)));
  for (const name of names.filter((n) => n.endsWith(".eml") && n.includes("-bookings-many-"))) {
    const ids = await listedIn(path.join(dir, name + MANY_SUFFIX));
    if (!ids || bookings.some((b) => ids.includes(b.id))) doomed.push(name, name + MANY_SUFFIX);
  }
  await Promise.all(doomed.map((n) => fs.rm(path.join(dir, n), { force: true })));
  return doomed.filter((n) => n.endsWith(".eml")).length;
}
