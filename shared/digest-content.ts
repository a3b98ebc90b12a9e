// What one person's morning digest holds: storage reads it, the digest's renderer writes it out.

/** A booking named in the digest. */
export interface DigestBooking {
  id: number;
  reference: string;
  name: string;
  /** The follow-up's time, or the reply's due time. */
  at: Date;
  /** A follow-up's note. */
  note?: string | null;
}

/** An instalment still owed on one of the person's bookings: due within its week either side, or overdue. */
export interface DigestPayment {
  id: number;
  reference: string;
  name: string;
  label: string;
  /** What is still owed on it. */
  owed: number;
  dueDate: string;
  overdue: boolean;
}

/** A departure below its minimum within DECIDE_SOON_DAYS of the day it is decided by (or past it). */
export interface DigestDeparture {
  id: number;
  programme: string;
  startDate: string;
  endDate: string;
  taken: number;
  minimum: number;
  decideBy: string;
}

/** What one person's morning digest is made of (server/storage/digest.ts reads it; server/digest/render-digest.ts writes it out). */
export interface DigestContent {
  /** The person's name, else their username. */
  staffName: string;
  /** Their follow-ups due by the end of the day, earliest first. */
  followUps: DigestBooking[];
  /** Their bookings awaiting a reply, the earliest due (the overdue ones) first. */
  awaiting: DigestBooking[];
  /** How many bookings nobody is assigned to are past their reply time. */
  unassignedOverdue: number;
  /** Payments due and overdue on their bookings, the earliest due first. */
  payments: DigestPayment[];
  /** Departures below their minimum whose day to decide is near, the soonest first (every staff member's; absent: none). */
  departures?: DigestDeparture[];
}

/** Whether there is anything to tell: nobody gets an empty digest. */
export function hasDigest(c: DigestContent): boolean {
  return c.followUps.length > 0 || c.awaiting.length > 0 || c.unassignedOverdue > 0 || c.payments.length > 0 || (c.departures?.length ?? 0) > 0;
}
