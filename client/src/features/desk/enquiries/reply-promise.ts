import { REPLY_PROMISE_HOURS } from "@shared/booking-views";

/** Where an enquiry stands against the promise of a reply within 24 hours. */
export type PromiseTone = "due" | "soon" | "overdue" | "answered";

export interface ReplyPromise {
  tone: PromiseTone;
  /** "Reply due in 5 h", "Overdue by 3 h" or "Answered in 2 h". */
  text: string;
}

interface PromiseDates {
  createdAt: string;
  dueAt: string | null;
  firstResponseAt: string | null;
}

const MINUTE = 60_000;
/** Under this much time left the promise is shown as "soon", so it is noticed before it is late. */
const SOON_MINUTES = 120;

/**
 * A span in the largest unit that stays readable: minutes below an hour, hours below two days,
 * then days. Always rounded down, so the desk never claims more time left (or more delay) than
 * there is; below a minute it says so instead of "0 min".
 */
export function formatSpan(ms: number): string {
  const minutes = Math.floor(Math.max(0, ms) / MINUTE);
  if (minutes < 1) return "less than a minute";
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 48) return `${hours} h`;
  return `${Math.floor(hours / 24)} days`;
}

export function replyPromise(booking: PromiseDates, now: Date): ReplyPromise {
  const created = Date.parse(booking.createdAt);
  if (booking.firstResponseAt) {
    return { tone: "answered", text: `Answered in ${formatSpan(Date.parse(booking.firstResponseAt) - created)}` };
  }
  // dueAt is always set by the server; the fallback keeps older rows honest too.
  const due = booking.dueAt ? Date.parse(booking.dueAt) : created + REPLY_PROMISE_HOURS * 60 * MINUTE;
  const left = due - now.getTime();
  if (left <= 0) return { tone: "overdue", text: `Overdue by ${formatSpan(-left)}` };
  return { tone: left < SOON_MINUTES * MINUTE ? "soon" : "due", text: `Reply due in ${formatSpan(left)}` };
}
