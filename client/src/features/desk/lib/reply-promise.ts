import { REPLY_PROMISE_HOURS } from "@shared/booking-views";

/** Where an enquiry stands against the promise of a reply within 24 hours. */
export type PromiseTone = "due" | "soon" | "overdue" | "answered" | "duplicate";

export interface ReplyPromise {
  tone: PromiseTone;
  /** "Reply due in 5 h", "Overdue by 3 h" or "Answered in 2 h". */
  text: string;
}

interface PromiseDates {
  createdAt: string;
  dueAt: string | null;
  firstResponseAt: string | null;
  /** When a reply to the visitor's oldest unanswered message is due; null when nothing awaits one. */
  replyDueAt?: string | null;
  /** Marked as a duplicate of another booking: no reply is due on this one. */
  duplicateOfId?: number | null;
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

/** When the visitor wrote again after being answered: the message that now awaits a reply. */
export function visitorRepliedAt(booking: PromiseDates): number | undefined {
  if (!booking.firstResponseAt || !booking.replyDueAt) return undefined;
  const wrote = Date.parse(booking.replyDueAt) - REPLY_PROMISE_HOURS * 60 * MINUTE;
  return wrote > Date.parse(booking.firstResponseAt) ? wrote : undefined;
}

function dueIn(due: number, now: Date): ReplyPromise {
  const left = due - now.getTime();
  if (left <= 0) return { tone: "overdue", text: `Overdue by ${formatSpan(-left)}` };
  return { tone: left < SOON_MINUTES * MINUTE ? "soon" : "due", text: `Reply due in ${formatSpan(left)}` };
}

/** "Visitor replied 3 h ago — reply due in 21 h": the line an answered enquiry shows when the visitor wrote again. */
export function visitorReplyLine(booking: PromiseDates, now: Date): string | undefined {
  const wrote = visitorRepliedAt(booking);
  if (wrote === undefined) return undefined;
  const due = dueIn(Date.parse(booking.replyDueAt!), now);
  return `Visitor replied ${formatSpan(now.getTime() - wrote)} ago — ${due.text.charAt(0).toLowerCase()}${due.text.slice(1)}`;
}

export function replyPromise(booking: PromiseDates, now: Date): ReplyPromise {
  const created = Date.parse(booking.createdAt);
  if (visitorRepliedAt(booking) !== undefined) return dueIn(Date.parse(booking.replyDueAt!), now);
  if (booking.firstResponseAt) {
    return { tone: "answered", text: `Answered in ${formatSpan(Date.parse(booking.firstResponseAt) - created)}` };
  }
  if (booking.duplicateOfId != null && !booking.replyDueAt) return { tone: "duplicate", text: "Duplicate: no reply due" };
  // dueAt is always set by the server; the fallback keeps older rows honest too.
  const due = booking.dueAt ? Date.parse(booking.dueAt) : created + REPLY_PROMISE_HOURS * 60 * MINUTE;
  return dueIn(due, now);
}
