/**
 * Follow-up times in the desk's zone (DESK_TIMEZONE): the quick choices and the picker's day and
 * time, as instants. Pure, for the desk and its tests.
 */


const partsFormats = new Map<string, Intl.DateTimeFormat>();

function wallParts(at: Date, timeZone: string) {
  let f = partsFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-US", { timeZone, hourCycle: "h23", year: "numeric", month: "2-digit", day: "2-digit", hour: "2-digit", minute: "2-digit", second: "2-digit", weekday: "short" });
    partsFormats.set(timeZone, f);
  }
  const p = Object.fromEntries(f.formatToParts(at).map((x) => [x.type, x.value]));
  return { y: Number(p.year), m: Number(p.month), d: Number(p.day), h: Number(p.hour), mi: Number(p.minute), s: Number(p.second), weekday: String(p.weekday) };
}

/** How far `timeZone` is ahead of UTC at `at`, in ms. */
function offsetAt(at: Date, timeZone: string): number {
  const w = wallParts(at, timeZone);
  return Date.UTC(w.y, w.m - 1, w.d, w.h, w.mi, w.s) - Math.floor(at.getTime() / 1000) * 1000;
}

/** The day (YYYY-MM-DD) `at` falls on in `timeZone`. */
export function dayIn(at: Date, timeZone: string): string {
  const w = wallParts(at, timeZone);
  return `${w.y}-${String(w.m).padStart(2, "0")}-${String(w.d).padStart(2, "0")}`;
}

/** The day `n` days after a YYYY-MM-DD day. */
export function addDays(day: string, n: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
}

/**
 * The instant a day and a wall time ("HH:MM") name in `timeZone`. A time skipped by a clock change
 * reads as the same wall time after the change.
 */
export function zonedTime(day: string, time: string, timeZone: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const [h, mi] = time.split(":").map(Number);
  const wall = Date.UTC(y, m - 1, d, h, mi);
  let at = wall - offsetAt(new Date(wall), timeZone);
  // Once more with the offset at the first guess: right across a change of offset.
  at = wall - offsetAt(new Date(at), timeZone);
  return new Date(at);
}

/** The wall time ("HH:MM") of `at` in `timeZone`. */
export function timeIn(at: Date, timeZone: string): string {
  const w = wallParts(at, timeZone);
  return `${String(w.h).padStart(2, "0")}:${String(w.mi).padStart(2, "0")}`;
}

/** The morning hour the quick choices come back at. */
export const FOLLOW_UP_MORNING = "09:00";

export interface QuickChoice {
  label: string;
  at: Date;
}

const WEEKDAYS = ["Mon", "Tue", "Wed", "Thu", "Fri", "Sat", "Sun"];

/**
 * The quick choices at `now`: tomorrow morning (09:00), in 3 days (09:00 three days on), and next
 * week (Monday 09:00 of the coming week), each in the desk's zone.
 */
export function quickFollowUps(now: Date, timeZone: string): QuickChoice[] {
  const today = dayIn(now, timeZone);
  const weekday = WEEKDAYS.indexOf(wallParts(now, timeZone).weekday);
  const toMonday = 7 - weekday;
  return [
    { label: "Tomorrow morning", at: zonedTime(addDays(today, 1), FOLLOW_UP_MORNING, timeZone) },
    { label: "In 3 days", at: zonedTime(addDays(today, 3), FOLLOW_UP_MORNING, timeZone) },
    { label: "Next week", at: zonedTime(addDays(today, toMonday), FOLLOW_UP_MORNING, timeZone) },
  ];
}




const shortFormats = new Map<string, Intl.DateTimeFormat>();

/** A follow-up's time as the desk shows it, in the desk's zone: "Thu 26 Nov 2026, 09:00". */
export function formatFollowUp(at: Date, timeZone: string): string {
  let f = shortFormats.get(timeZone);
  if (!f) {
    f = new Intl.DateTimeFormat("en-GB", { timeZone, weekday: "short", day: "numeric", month: "short", year: "numeric", hour: "2-digit", minute: "2-digit", hourCycle: "h23" });
    shortFormats.set(timeZone, f);
  }
  return f.format(at);
}
