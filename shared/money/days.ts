/**
 * Calendar days as `YYYY-MM-DD`, computed in UTC on the date parts alone, so neither the server's
 * nor the browser's zone can move a due date. "Today" is always read by the caller (`todayIn`).
 */
import { deskDay } from "../desk-clock";
import { monthName } from "../months";
import type { Day } from "./types";

const DAY_MS = 86_400_000;
const DAY_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

function parts(day: Day): { y: number; m: number; d: number } | null {
  const match = DAY_PATTERN.exec(day);
  if (!match) return null;
  const [y, m, d] = [Number(match[1]), Number(match[2]), Number(match[3])];
  const at = new Date(Date.UTC(y, m - 1, d));
  // Date.UTC rolls 31 February over into March: a real day reads back the same.
  if (at.getUTCFullYear() !== y || at.getUTCMonth() !== m - 1 || at.getUTCDate() !== d) return null;
  return { y, m, d };
}

/** Callers check outside input with `isDay` first; a bad day here is a programming error. */
function dayParts(day: Day): { y: number; m: number; d: number } {
  const p = parts(day);
  if (!p) throw new RangeError(`Not a calendar day: ${String(day).slice(0, 20)}`);
  return p;
}

function toMs(day: Day): number {
  const p = dayParts(day);
  return Date.UTC(p.y, p.m - 1, p.d);
}

function fromMs(ms: number): Day {
  return new Date(ms).toISOString().slice(0, 10);
}

/** A real calendar date written `YYYY-MM-DD` (not 2027-02-30). */
export function isDay(s: string): boolean {
  return typeof s === "string" && parts(s) !== null;
}

export function addDays(day: Day, n: number): Day {
  return fromMs(toMs(day) + n * DAY_MS);
}

/** `to` − `from` in days. */
export function daysBetween(from: Day, to: Day): number {
  return Math.round((toMs(to) - toMs(from)) / DAY_MS);
}

/** `n` months later, on the same day of the month or the month's last day (31 Aug + 6 = 28/29 Feb). */
export function addMonths(day: Day, n: number): Day {
  const p = dayParts(day);
  const firstOfMonth = new Date(Date.UTC(p.y, p.m - 1 + n, 1));
  const lastDay = new Date(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth() + 1, 0)).getUTCDate();
  return fromMs(Date.UTC(firstOfMonth.getUTCFullYear(), firstOfMonth.getUTCMonth(), Math.min(p.d, lastDay)));
}

function isWeekend(ms: number): boolean {
  const weekday = new Date(ms).getUTCDay();
  return weekday === 0 || weekday === 6;
}

/** `n` working days (Monday to Friday) later: Friday + 1 and Saturday + 1 are both Monday. */
export function addBusinessDays(day: Day, n: number): Day {
  let ms = toMs(day);
  const step = n < 0 ? -DAY_MS : DAY_MS;
  for (let left = Math.abs(Math.trunc(n)); left > 0; ) {
    ms += step;
    if (!isWeekend(ms)) left--;
  }
  return fromMs(ms);
}

/** The calendar day it is at `now` in the zone (the desk's "today"). */
export function todayIn(timeZone: string, now: Date): Day {
  return deskDay(now, timeZone);
}

/** `12 March 2027`, as the trip page and e-mails write a day. */
export function formatDay(day: Day): string {
  const p = dayParts(day);
  return `${p.d} ${monthName(p.m)} ${p.y}`;
}
