import { buildSchedule, formatRupees, type Day, type Region } from "@shared/money";
import { decideTogether } from "@shared/departures/accept-together";
import type { Booking } from "@shared/schema/bookings";
import type { MoneyStorage, PlacesChangeWrites, Quote, QuoteRefusal, Settled, Storage } from "../storage";

export type AcceptQuoteStorage = { money: Pick<MoneyStorage, "acceptRefusals">; changes: Pick<Storage["changes"], "inPlacesTurns" | "onItsWay"> };

export interface AcceptContext {
  today: Day;
  messageIdDomain: string;
  /** Where the acceptance alert goes when the booking has no assignee with an e-mail. */
  staffAlertTo: string[];
  /** The visitor's client address, for the audit log. */
  address: string | null;
}

type Outcome = { ok: true } | QuoteRefusal;

/** A press of Accept quote waiting for its turn. */
interface Asked {
  bookingId: number;
  quoteId: number;
  ctx: AcceptContext;
}

/** A press read before the locks: the departures it locks. */
interface Press extends Asked {
  departures: number[];
}

/** What a turn answers a press: its outcome, or "again" when it needs the next turn. */
type TurnOutcome = Outcome | "again";

type InTransaction = <T>(departures: number[], change: (writes: PlacesChangeWrites) => Promise<T>) => Promise<T>;

/** The visitor, as the timeline, the status history and the audit log name them. */
const VISITOR = "visitor";

const ACCEPTED = { ok: true } as const;

/**
 * The visitor accepts an open quote on the trip page (docs/money.md), in one transaction: the quote
 * is accepted if its travellers and private rooms fit (the partial unique index refuses a second
 * acceptance whatever races), its schedule is fixed as instalments as of today, the booking becomes
 * confirmed through the status-change path, the timeline and the audit log record it, the
 * confirmation and the staff alert are queued, and the live desk is told at commit. When the places
 * don't fit, the same transaction puts the booking in its departure's line and answers "full"
 * (the booking then waits in line, as the API promises); when the rooms don't, nothing changes.
 *
 * The presses that wait for the same departures at once are made in one turn and one transaction
 * (docs/decisions/acceptances-together.md), each decided as if it had had a transaction of its own,
 * in the order they arrived.
 */
export async function acceptQuote(storage: AcceptQuoteStorage, bookingId: number, quoteId: number, ctx: AcceptContext, arrived?: () => void): Promise<Outcome> {
  for (;;) {
    const turn = storage.changes.inPlacesTurns(turnKind(ctx.today), { bookingId, quoteId, ctx }, (presses: Asked[], inTransaction: InTransaction) => acceptTurn(storage, presses, inTransaction));
    arrived?.();
    const outcome = await turn;
    // Moved to another departure meanwhile, or pressed twice at once: the next turn reads it again.
    if (outcome !== "again") return outcome;
  }
}

/** Presses of one desk day are made in turns together. */
const turnKind = (today: Day) => `accept ${today}`;

/**
 * A press on its way to acceptQuote: its request is read and its trip link is being opened. The
 * turn about to begin waits for it; call the answer if it turns back before acceptQuote, or pass it
 * to acceptQuote.
 */
export function pressOnItsWay(storage: AcceptQuoteStorage, today: Day): () => void {
  return storage.changes.onItsWay(turnKind(today));
}

/**
 * A turn. Before any lock, one read: refusals by states that never go back (erased, cancelled,
 * accepted, replaced, past its day) are answered, and the departures to lock are read. The others
 * are made together in one transaction, all checked again under the locks; should that throw, each
 * in one of its own.
 */
async function acceptTurn(storage: AcceptQuoteStorage, asked: Asked[], inTransaction: InTransaction): Promise<Settled<TurnOutcome>[]> {
  const early = await storage.money.acceptRefusals(asked, asked[0].ctx.today);
  const out: Settled<TurnOutcome>[] = early.map((e) => ({ value: "error" in e ? e : "again" }));
  const presses: { at: number; press: Press }[] = [];
  early.forEach((e, at) => {
    if (!("error" in e)) presses.push({ at, press: { ...asked[at], departures: [e.quoteDeparture, e.bookingDeparture].filter((d): d is number => d !== null) } });
  });
  if (presses.length === 0) return out;
  const departures = [...new Set(presses.flatMap((p) => p.press.departures))];
  try {
    const outcomes = await inTransaction(departures, (writes) => acceptTogether(writes, departures, presses.map((p) => p.press)));
    presses.forEach((p, k) => (out[p.at] = { value: outcomes[k] }));
  } catch (thrown) {
    if (presses.length === 1) out[presses[0].at] = { thrown };
    else {
      for (const { at, press } of presses) {
        out[at] = await inTransaction(press.departures, (writes) => acceptTogether(writes, press.departures, [press])).then(([value]) => ({ value }), (err: unknown) => ({ thrown: err }));
      }
    }
  }
  return out;
}

/** A press whose booking and quote were read under the locks, still acceptable. */
interface Live {
  at: number;
  press: Press;
  booking: Booking;
  quote: Quote;
}

/**
 * The turn's presses, inside its transaction. Under the locks each is checked again; then those on
 * one departure whose bookings are not in line and whose quotes ask no private room are decided
 * together from one count (decideTogether), and the others one at a time as before
 * (accept-places.ts). What the accepted ones leave behind is written for all at once.
 */
async function acceptTogether(writes: PlacesChangeWrites, departures: number[], presses: Press[]): Promise<TurnOutcome[]> {
  const out: (TurnOutcome | undefined)[] = presses.map(() => undefined);
  const { today, messageIdDomain } = presses[0].ctx;
  const firstPress = new Map<number, number>();
  presses.forEach((p, at) => (firstPress.has(p.bookingId) ? (out[at] = "again") : firstPress.set(p.bookingId, at)));
  const firsts = [...firstPress.values()];
  const rechecked = await writes.lockAndRecheck(
    firsts.map((at) => presses[at]),
    departures,
    today,
  );
  const live: Live[] = [];
  firsts.forEach((at, k) => {
    const r = rechecked[k];
    if ("error" in r) out[at] = r;
    // Moved meanwhile to a departure this turn has not locked: locking it now would be out of order.
    else if (r.booking.departureId !== null && !departures.includes(r.booking.departureId)) out[at] = "again";
    else live.push({ at, press: presses[at], booking: r.booking, quote: r.quote });
  });

  const decided = await decideOnCounts(writes, departures, live, today);
  for (const [k, x] of live.entries()) out[x.at] = decided.get(k) ?? (await writes.takePlaces(x.booking, x.quote, today, messageIdDomain)) ?? ACCEPTED;

  await recordAccepted(writes, live.filter((x) => out[x.at] === ACCEPTED));
  return out.map((o) => o ?? "again");
}

/**
 * decideTogether for each departure locked, over the presses on it from the first that it can
 * decide: their quote and booking on that departure, not in line, asking no private room, their
 * booking's one open quote; the run ends at the first press that touches the departure otherwise.
 * Answers the outcomes written, by the presses' place in `live`; the others are left to the
 * one-at-a-time path, in their order.
 */
async function decideOnCounts(writes: PlacesChangeWrites, departures: number[], live: Live[], today: Day): Promise<Map<number, Outcome>> {
  const decided = new Map<number, Outcome>();
  for (const departure of [...departures].sort((a, b) => a - b)) {
    const plain = (x: Live) => x.quote.departureId === departure && x.booking.departureId === departure && x.booking.waitlistedAt === null && x.quote.privateRooms === 0;
    const touching = live.map((x, k) => ({ x, k })).filter(({ x }) => x.quote.departureId === departure || x.booking.departureId === departure);
    const firstOther = touching.findIndex(({ x }) => !plain(x));
    const run = firstOther === -1 ? touching : touching.slice(0, firstOther);
    if (run.length === 0) continue;
    const pressed = run.map(({ x }) => ({ bookingId: x.booking.id, quoteId: x.quote.id, travellers: x.quote.travellers }));
    const counts = await writes.countTurn(departure, today, pressed);
    if (!counts || counts.status === "cancelled") continue;
    const single = counts.contenders.findIndex((c) => c.openQuotes !== 1);
    const contenders = counts.contenders.slice(0, single === -1 ? undefined : single).map((c, k) => ({ ...c, quoteId: pressed[k].quoteId, travellers: pressed[k].travellers }));
    const verdicts = decideTogether(counts.places, counts.taken, contenders);
    const taken = pressed.filter((_, k) => k < verdicts.length && verdicts[k].take);
    const refused = pressed.filter((_, k) => k < verdicts.length && !verdicts[k].take);
    const accepted = await writes.takeTurn(departure, taken, refused);
    if (accepted !== taken.length) throw new Error(`a turn of acceptances accepted ${accepted} of ${taken.length} quotes`);
    verdicts.forEach((v, k) => decided.set(run[k].k, v.take ? ACCEPTED : { error: "full", left: v.left, travellers: pressed[k].travellers }));
  }
  return decided;
}

/** The schedules, confirmations, records, e-mails and desk notices of the turn's accepted quotes. */
async function recordAccepted(writes: PlacesChangeWrites, accepted: Live[]): Promise<void> {
  if (accepted.length === 0) return;
  await writes.scheduleAndConfirm(
    accepted.map(({ booking, quote, press }) => ({
      bookingId: booking.id,
      quoteId: quote.id,
      schedule: buildSchedule({ total: quote.total, region: quote.region as Region, startDate: quote.startDate, asOf: press.ctx.today, accepted: true }),
      today: press.ctx.today,
    })),
    accepted.map((x) => x.booking),
    VISITOR,
  );
  const alerts = await writes.alertAddresses(
    accepted.map((x) => x.booking),
    accepted[0].press.ctx.staffAlertTo,
  );
  await writes.recordAndTell(
    accepted.map(({ booking, quote, press }) => ({
      bookingId: booking.id,
      by: { id: null, username: VISITOR, address: press.ctx.address },
      entry: {
        kind: "quote-accepted",
        action: "quote-accepted",
        data: { quoteId: quote.id, number: quote.number, total: quote.total, summary: `Quote ${quote.number} (${formatRupees(quote.total)}) accepted by the visitor on the trip page` },
      },
    })),
    accepted.flatMap(({ booking, quote, press }, k) => [
      { booking, kind: "trip-confirmation" as const, to: booking.email.toLowerCase(), data: { quoteId: quote.id }, domain: press.ctx.messageIdDomain },
      { booking, kind: "acceptance-alert" as const, to: alerts[k], data: { quoteId: quote.id }, domain: press.ctx.messageIdDomain },
    ]),
  );
}
