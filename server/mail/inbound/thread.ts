/**
 * How an incoming message finds its booking, in this order (docs/mailbox.md): a Message-ID of ours in
 * In-Reply-To/References; the booking's reference in the subject; the sender's address being the
 * e-mail of exactly one booking. The lookups are the store step's (on indexes); this holds the order.
 */
export interface ThreadLookups {
  /** The booking of the first of these ids that is one of our messages (or one already stored). */
  byMessageIds(ids: string[]): Promise<number | undefined>;
  /** The booking with one of these references. */
  byReferences(refs: string[]): Promise<number | undefined>;
  /** The bookings whose e-mail is this address (at most two are needed to know it is not one). */
  bySender(address: string): Promise<number[]>;
}

export type ThreadMatch = { bookingId: number; by: "message-id" | "reference" | "sender" } | undefined;

/** Booking references: 8 characters of the alphabet booking_reference() draws from, standing alone. */
const REFERENCE = /(?<![0-9A-Z])[2-9A-HJKMNP-Z]{8}(?![0-9A-Z])/g;

export function referencesIn(subject: string): string[] {
  return [...new Set(subject.toUpperCase().match(REFERENCE) ?? [])].slice(0, 10);
}

/** The ids a reply names, In-Reply-To first, then References newest first; at most 50. */
export function threadIds(inReplyTo: string | undefined, references: string[]): string[] {
  const ids = [...(inReplyTo ? [inReplyTo] : []), ...[...references].reverse()];
  return [...new Set(ids)].slice(0, 50);
}

export async function findThread(
  m: { inReplyTo?: string; references: string[]; subject: string; from: string },
  look: ThreadLookups,
  opts: { bySender: boolean },
): Promise<ThreadMatch> {
  const ids = threadIds(m.inReplyTo, m.references);
  if (ids.length) {
    const id = await look.byMessageIds(ids);
    if (id !== undefined) return { bookingId: id, by: "message-id" };
  }
  const refs = referencesIn(m.subject);
  if (refs.length) {
    const id = await look.byReferences(refs);
    if (id !== undefined) return { bookingId: id, by: "reference" };
  }
  if (opts.bySender && m.from) {
    const ids = await look.bySender(m.from);
    if (ids.length === 1) return { bookingId: ids[0], by: "sender" };
  }
  return undefined;
}
