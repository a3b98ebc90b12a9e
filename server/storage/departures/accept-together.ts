import { sql } from "drizzle-orm";
import type { Db } from "../../db";
import { takenSql } from "./departure-sql";
import { holdsSql } from "./held-sql";

/** One acceptance of a turn, its booking and quote on the departure counted. */
export interface Pressed {
  bookingId: number;
  quoteId: number;
  travellers: number;
}

export interface TurnCounts {
  status: string;
  places: number;
  taken: number;
  /** In the order of the acceptances given. */
  contenders: { heldBefore: number; heldAll: number; openQuotes: number }[];
}

type Row = { status: string; places: number; taken: number | string; holds: [string, number, number, number][] | null; open_quotes: [number, number][] | null };

const values = (rows: ReturnType<typeof sql>[]) => sql.join(rows, sql`, `);

/**
 * Under the departure's lock, one read for a turn of acceptances (server/use-cases/accept-quote.ts):
 * the departure's places and places taken, every hold on it (held-sql.ts), and how many open quotes
 * each pressed booking has; what the other bookings' holds come to for each acceptance (all of
 * them, and without the quotes sent after its own) is summed here. Undefined when the departure is
 * gone.
 */
export async function countTurn(tx: Db, departureId: number, today: string, pressed: Pressed[]): Promise<TurnCounts | undefined> {
  const dep = sql`${departureId}::int`;
  const bookingIds = values(pressed.map((p) => sql`${p.bookingId}::int`));
  const res = (await tx.execute(sql`select d.status, d.places, ${takenSql(dep)} as taken,
      (select json_agg(json_build_array(h.kind, h.id, h.booking_id, h.travellers)) from (${holdsSql(dep, today)}) h) as holds,
      (select json_agg(json_build_array(oq.booking_id, oq.n)) from (select booking_id, count(*)::int as n from quotes
        where booking_id in (${bookingIds}) and state = 'open' group by booking_id) oq) as open_quotes
    from departures d where d.id = ${dep}`)) as unknown as { rows: Row[] };
  const [row] = res.rows;
  if (!row) return undefined;
  const holds = (row.holds ?? []).map(([kind, id, bookingId, travellers]) => ({ kind, id: Number(id), bookingId: Number(bookingId), travellers: Number(travellers) }));
  const open = new Map((row.open_quotes ?? []).map(([bookingId, n]) => [Number(bookingId), Number(n)]));
  const sum = (hs: typeof holds) => hs.reduce((s, h) => s + h.travellers, 0);
  return {
    status: row.status,
    places: Number(row.places),
    taken: Number(row.taken),
    contenders: pressed.map((p) => {
      const others = holds.filter((h) => h.bookingId !== p.bookingId);
      return { heldBefore: sum(others.filter((h) => h.kind === "offer" || h.id < p.quoteId)), heldAll: sum(others), openQuotes: open.get(p.bookingId) ?? 0 };
    }),
  };
}

/**
 * A turn's decisions written in one statement: the quotes taken are accepted and their bookings
 * leave any line (an offer they held ended as taken up, "quoted"); the bookings refused join the
 * departure's line, keeping a place they had, asking for their quote's travellers. Those refused
 * together join at one moment; the line orders them by booking, as any two joining in one
 * millisecond. Answers how many quotes were accepted, for the caller to check.
 */
export async function takeTurn(tx: Db, departureId: number, taken: Pressed[], refused: Pressed[], acceptedAt: Date, now: Date): Promise<number> {
  const dep = sql`${departureId}::int`;
  const none = sql`(select null::int, null::int, null::int where false)`;
  const list = (ps: Pressed[]) => (ps.length === 0 ? none : sql`(values ${values(ps.map((p) => sql`(${p.bookingId}::int, ${p.quoteId}::int, ${p.travellers}::int)`))})`);
  const at = sql`${acceptedAt.toISOString()}::timestamptz`;
  const res = (await tx.execute(sql`with a(booking_id, quote_id, travellers) as ${list(taken)},
    r(booking_id, quote_id, travellers) as ${list(refused)},
    q as (update quotes set state = 'accepted', accepted_at = ${at} where id in (select quote_id from a) returning id),
    o as (update waitlist_offers set ended_at = ${now.toISOString()}::timestamptz, outcome = 'quoted' where booking_id in (select booking_id from a) and ended_at is null returning id),
    ba as (update bookings set departure_id = ${dep}, waitlisted_at = null, waitlist_travellers = null
      where id in (select booking_id from a) and (departure_id is distinct from ${dep} or waitlisted_at is not null or waitlist_travellers is not null) returning id),
    br as (update bookings b set departure_id = ${dep}, waitlisted_at = coalesce(b.waitlisted_at, date_trunc('milliseconds', now())), waitlist_travellers = r.travellers
      from r where b.id = r.booking_id returning b.id)
    select (select count(*) from q) as accepted, (select count(*) from br) as lined`)) as unknown as { rows: { accepted: number | string; lined: number | string }[] };
  const row = res.rows[0];
  if (Number(row.lined) !== refused.length) throw new Error(`a turn of acceptances put ${row.lined} of ${refused.length} bookings in line`);
  return Number(row.accepted);
}
