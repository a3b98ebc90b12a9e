/**
 * The desk's clock: times that staff read outside the browser (e-mails, the CSV export) are in
 * DESK_TIMEZONE with the zone named (docs/decisions/desk-clock-zone-names.md).
 * Pure functions over Intl; formatters are made once per zone.
 */
import { monthName, monthShort } from "./months";

/** Locales whose short zone names are abbreviations ("EST", "BST", "IST", "AEST") rather than "GMT+5:30". */
const ZONE_NAME_LOCALES = ["en-US", "en-GB", "en-IN", "en-AU"];

const partsCache = new Map<string, Intl.DateTimeFormat>();
const nameCache = new Map<string, Intl.DateTimeFormat>();

function cached(cache: Map<string, Intl.DateTimeFormat>, key: string, make: () => Intl.DateTimeFormat): Intl.DateTimeFormat {
  let f = cache.get(key);
  if (!f) cache.set(key, (f = make()));
  return f;
}

interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

/** The wall-clock reading in the zone at that instant. */
function wallClock(at: Date, timeZone: string): Wall {
  const f = cached(partsCache, timeZone, () =>
    new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "numeric", day: "numeric", hour: "numeric", minute: "numeric", second: "numeric" }),
  );
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { year: Number(p.year), month: Number(p.month), day: Number(p.day), hour: Number(p.hour) % 24, minute: Number(p.minute), second: Number(p.second) };
}

/** The zone's offset from UTC at that instant, in minutes (330 for India). */
export function zoneOffsetMinutes(at: Date, timeZone: string): number {
  const w = wallClock(at, timeZone);
  const asUtc = Date.UTC(w.year, w.month - 1, w.day, w.hour, w.minute, w.second);
  return Math.round((asUtc - Math.floor(at.getTime() / 1000) * 1000) / 60_000);
}

const two = (n: number) => String(n).padStart(2, "0");

function offsetText(minutes: number, sep: string): string {
  const sign = minutes < 0 ? "-" : "+";
  const m = Math.abs(minutes);
  return `${sign}${two(Math.floor(m / 60))}${sep}${two(m % 60)}`;
}

/** The zone's short name at that instant ("IST", "CET", "EDT", "UTC"), else its offset ("UTC+04:00"). */
export function zoneName(at: Date, timeZone: string): string {
  for (const locale of ZONE_NAME_LOCALES) {
    const f = cached(nameCache, `${locale}|${timeZone}`, () => new Intl.DateTimeFormat(locale, { timeZone, timeZoneName: "short" }));
    const name = f.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
    if (name && !/^(GMT|UTC)[+\-−]/.test(name)) return name;
  }
  return `UTC${offsetText(zoneOffsetMinutes(at, timeZone), ":")}`;
}

/** "25 Nov 2026, 17:10 IST": for e-mails. */
export function deskTime(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.day} ${monthShort(w.month)} ${w.year}, ${two(w.hour)}:${two(w.minute)} ${zoneName(at, timeZone)}`;
}

/** "November 25, 2026 at 5:10 PM IST": the long US date with hour and minute (docs/site.md §4, an enquiry's submitted time). */
export function deskLongTime(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  const hour = w.hour % 12 === 0 ? 12 : w.hour % 12;
  return `${monthName(w.month)} ${w.day}, ${w.year} at ${hour}:${two(w.minute)} ${w.hour < 12 ? "AM" : "PM"} ${zoneName(at, timeZone)}`;
}

/** "2026-11-25T17:10:00+05:30": ISO 8601 with the zone's offset, for the CSV. */
export function deskIso(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${two(w.month)}-${two(w.day)}T${two(w.hour)}:${two(w.minute)}:${two(w.second)}${offsetText(zoneOffsetMinutes(at, timeZone), ":")}`;
}

/** The calendar day (YYYY-MM-DD) that `at` falls on in the zone. */
export function deskDay(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${w.year}-${two(w.month)}-${two(w.day)}`;
}

/** The day `n` days after (before, when negative) a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/** The weekday of a YYYY-MM-DD day, 0 for Sunday. */
export function weekdayOf(day: string): number {
  return new Date(`${day}T00:00:00Z`).getUTCDay();
}

/** The wall time ("HH:MM") of `at` in the zone. */
export function timeIn(at: Date, timeZone: string): string {
  const w = wallClock(at, timeZone);
  return `${two(w.hour)}:${two(w.minute)}`;
}

/**
 * The instant a day and a wall time ("HH:MM") name in the zone. A time skipped by a clock change
 * reads as the same wall time after the change.
 */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, mi);
  // Once more with the offset at the first guess: right across a change of offset.
  const first = wall - zoneOffsetMinutes(new Date(wall), timeZone) * 60_000;
  return new Date(wall - zoneOffsetMinutes(new Date(first), timeZone) * 60_000);
}
