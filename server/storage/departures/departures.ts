import { and, asc, eq, gte, lte, ne, sql } from "drizzle-orm";
import { departures, type Departure } from "@shared/schema/departures";
import { availabilityOf, leftWithHolds, nightsBetween, openToPublic, type AdminDeparture, type DepartureFacts, type PublicDeparture } from "@shared/departures";
import type { DeparturePatch, NewDeparture } from "@shared/departures/requests";
import type { Db } from "../../db";
import { enquiriesSql, takenByDepartureSql, takenSql, waitingSql } from "./departure-sql";
import { heldByDepartureSql, heldSql, smallestWaitingOfSql, smallestWaitingSql } from "./held-sql";
import { offerToLine, withdrawOffers, withdrawOffersBeyond } from "./offers";
import type { Clock } from "../../core/clock";
import { departureMonths } from "./departure-months";
import { adminRoomsAndMinimum, publicRoomsAndMinimum, type RoomsAndMinimumFacts } from "@shared/departures/rooms-minimum";
import { roomsByDepartureSql, roomsHeldSql, roomsTakenSql } from "./private-rooms";
import { roomsPatchRefusal, type RoomsPatchRefusal } from "./rooms-patch";
import { onTheSiteSql } from "./on-the-site-sql";

/** Why a departure change was refused; nothing changed. */
export type DepartureRefusal =
  | { error: "no-departure" }
  | { error: "same-day" }
  | { error: "below-taken"; taken: number }
  | { error: "places-taken"; taken: number }
  | { error: "end-before-start" }
  | RoomsPatchRefusal;

export interface DepartureFilter {
  from?: string;
  to?: string;
  programme?: string;
}

const UNIQUE_VIOLATION = "23505";
const isSameDay = (err: unknown) => {
  const e = err as { code?: string; cause?: { code?: string } };
  return e?.code === UNIQUE_VIOLATION || e?.cause?.code === UNIQUE_VIOLATION;
};

const counted = (today: string) => ({
  taken: takenSql(sql`${departures.id}`),
  held: heldSql(sql`"departures"."id"`, today),
  waiting: waitingSql(sql`${departures.id}`),
  enquiries: enquiriesSql(sql`${departures.id}`),
  roomsTaken: roomsTakenSql(sql`"departures"."id"`),
  roomsHeld: roomsHeldSql(sql`"departures"."id"`, today),
});

type FactsOf = Pick<Departure, "id" | "programme" | "startDate" | "endDate" | "pricePerPerson">;

const factsOf = (d: FactsOf): DepartureFacts => ({
  id: d.id,
  programme: d.programme,
  startDate: d.startDate,
  endDate: d.endDate,
  nights: nightsBetween(d.startDate, d.endDate),
  pricePerPerson: d.pricePerPerson,
});

function toAdmin(d: Departure & { taken: number; held: number; waiting: number; enquiries: number; roomsTaken: number; roomsHeld: number }): AdminDeparture {
  return {
    ...factsOf(d),
    programmeId: d.programmeId,
    places: d.places,
    status: d.status,
    note: d.note,
    taken: Number(d.taken),
    held: Number(d.held),
    left: leftWithHolds(d.places, Number(d.taken), Number(d.held)),
    waiting: Number(d.waiting),
    enquiries: Number(d.enquiries),
    ...adminRoomsAndMinimum(d, Number(d.taken), Number(d.roomsTaken), Number(d.roomsHeld)),
  };
}

/**
 * As the site shows it: the places left once taken and held are counted, or none while someone in
 * line without an offer fits them (the line comes first).
 */
export function toPublic(d: FactsOf & Pick<Departure, "places">, taken: number, held = 0, smallestWaiting: number | null = null): PublicDeparture {
  const left = openToPublic(leftWithHolds(d.places, taken, held), smallestWaiting);
  return {
    ...factsOf(d),
    placesLeft: left,
    availability: availabilityOf(left),
  };
}

export function departureStorage(db: Db, clock: Clock, offerHours: number) {
  async function readAdmin(tx: Db, id: number, today: string): Promise<AdminDeparture | undefined> {
    const [row] = await tx.select({ d: departures, ...counted(today) }).from(departures).where(eq(departures.id, id));
    return row && toAdmin({ ...row.d, taken: row.taken, held: row.held, waiting: row.waiting, enquiries: row.enquiries, roomsTaken: row.roomsTaken, roomsHeld: row.roomsHeld });
  }

  return {
    /**
     * The departures on the site (open, starting after `today`, of a published programme:
     * on-the-site-sql.ts), earliest first, as the site shows them: every one in one pass over the
     * counts (held-sql.ts), or only those of `ids`, each counted on its own indexes (a few
     * departures changed since the last read: server/departures/departure-versions.ts).
     */
    async publicDepartures(today: string, programme?: string, ids?: number[]): Promise<PublicDeparture[]> {
      const some = ids !== undefined;
      const dep = sql`d.id`;
      const counts = some
        ? sql`${takenSql(dep)} as taken, ${heldSql(dep, today)} as held, ${smallestWaitingOfSql(dep)} as smallest,
            ${roomsTakenSql(dep)} as "roomsTaken", ${roomsHeldSql(dep, today)} as "roomsHeld"`
        : sql`coalesce(t.taken, 0) as taken, coalesce(h.held, 0) as held, w.smallest, coalesce(r.rooms_taken, 0) as "roomsTaken", coalesce(r.rooms_held, 0) as "roomsHeld"`;
      const joins = some
        ? sql``
        : sql`left join ${takenByDepartureSql} as t on t.departure_id = d.id
          left join ${heldByDepartureSql(today)} as h on h.departure_id = d.id
          left join ${smallestWaitingSql} as w on w.departure_id = d.id
          left join ${roomsByDepartureSql(today)} as r on r.departure_id = d.id`;
      const res = (await db.execute(sql`select d.id, d.programme, d.start_date::text as "startDate", d.end_date::text as "endDate",
          d.price_per_person as "pricePerPerson", d.places, d.private_rooms as "privateRooms", d.private_room_supplement as "privateRoomSupplement",
          d.minimum, d.decide_by::text as "decideBy", ${counts}
        from departures d ${joins}
        where ${onTheSiteSql("d", today)} ${programme ? sql`and d.programme = ${programme}` : sql``}
          ${some ? sql`and d.id = any(${`{${ids.join(",")}}`}::int[])` : sql``}
        order by d.start_date, d.id`)) as unknown as { rows: (FactsOf & { places: number; taken: number | string; held: number | string; smallest: number | string | null } & RoomsAndMinimumFacts & { roomsTaken: number | string; roomsHeld: number | string })[] };
      return res.rows.map((r) => ({
        ...toPublic(r, Number(r.taken), Number(r.held), r.smallest === null ? null : Number(r.smallest)),
        ...publicRoomsAndMinimum(r, Number(r.taken), Number(r.roomsTaken), Number(r.roomsHeld)),
      }));
    },

    /**
     * A stamp that moves on with every change of what the site shows of the departures: each
     * departure's places_version is moved on in the transaction of every change of its places,
     * holds, line or rooms (migration 0030), so a process sees another's change once it commits.
     */
    async placesVersion(): Promise<string> {
      const res = (await db.execute(sql`select count(*)::int as n, coalesce(sum(places_version), 0)::text as v, coalesce(max(id), 0)::int as last from departures`)) as unknown as {
        rows: { n: number; v: string; last: number }[];
      };
      const r = res.rows[0];
      return `${r.n}.${r.v}.${r.last}`;
    },

    /** Each departure's places_version: which departures changed since a read. */
    async departureVersions(): Promise<Map<number, string>> {
      const res = (await db.execute(sql`select id, places_version::text as v from departures`)) as unknown as { rows: { id: number; v: string }[] };
      return new Map(res.rows.map((r) => [Number(r.id), r.v]));
    },

    /** Every departure (any status) within the filter, by start date, with its counts. */
    async adminDepartures(f: DepartureFilter, today: string): Promise<AdminDeparture[]> {
      const rows = await db
        .select({ d: departures, ...counted(today) })
        .from(departures)
        .where(
          and(
            f.from ? gte(departures.startDate, f.from) : undefined,
            f.to ? lte(departures.startDate, f.to) : undefined,
            f.programme ? eq(departures.programme, f.programme) : undefined,
          ),
        )
        .orderBy(asc(departures.startDate), asc(departures.id));
      return rows.map((r) => toAdmin({ ...r.d, taken: r.taken, held: r.held, waiting: r.waiting, enquiries: r.enquiries, roomsTaken: r.roomsTaken, roomsHeld: r.roomsHeld }));
    },

    adminDeparture: (id: number, today: string) => readAdmin(db, id, today),

    /** Insights → Departures: the next 12 months from the desk's `today`. */
    departureMonths: (today: string) => departureMonths(db, today),

    /** The departure row itself, any status (for the dialog's check, quotes and e-mails). */
    async departure(id: number): Promise<Departure | undefined> {
      const [row] = await db.select().from(departures).where(eq(departures.id, id));
      return row;
    },

    async createDeparture(input: NewDeparture, by: string, today: string): Promise<AdminDeparture | { error: "same-day" }> {
      try {
        const [row] = await db
          .insert(departures)
          .values({ ...input, createdBy: by })
          .returning({ id: departures.id });
        return (await readAdmin(db, row.id, today))!;
      } catch (err) {
        if (isSameDay(err)) return { error: "same-day" };
        throw err;
      }
    },

    /**
     * A change by staff, with the departure's row locked so no acceptance takes places meanwhile:
     * places never below those taken; no new dates or cancellation while places are taken. More
     * places (or reopened) are offered to the line; fewer, the offers that no longer fit are
     * withdrawn; closed or cancelled, its open offers are withdrawn.
     */
    async updateDeparture(id: number, patch: DeparturePatch, messageIdDomain: string, today: string): Promise<AdminDeparture | DepartureRefusal> {
      try {
        // One lock and one count: the row locked, then everything counted once in a statement of its
        // own (its snapshot taken after the lock, so it sees what changed while this waited). The
        // answer is those counts with the offers this change made or withdrew.
        return await db.transaction(async (tx) => {
          const [d] = await tx.select().from(departures).where(eq(departures.id, id)).for("update");
          if (!d) return { error: "no-departure" } as const;
          const [c] = await tx.select(counted(today)).from(departures).where(eq(departures.id, id));
          const taken = Number(c.taken);
          if (patch.places !== undefined && patch.places < taken) return { error: "below-taken", taken } as const;
          const newDates = (patch.startDate !== undefined && patch.startDate !== d.startDate) || (patch.endDate !== undefined && patch.endDate !== d.endDate);
          if (taken > 0 && (newDates || (patch.status === "cancelled" && d.status !== "cancelled"))) return { error: "places-taken", taken } as const;
          const startDate = patch.startDate ?? d.startDate;
          const endDate = patch.endDate ?? d.endDate;
          if (endDate < startDate) return { error: "end-before-start" } as const;
          const rooms = roomsPatchRefusal(d, patch, Number(c.roomsTaken));
          if (rooms) return rooms;
          const [changed] = await tx
            .update(departures)
            .set({ ...patch, updatedAt: clock.now() })
            .where(eq(departures.id, id))
            .returning();
          const now = clock.now();
          let held = Number(c.held);
          if (patch.status === "closed" || patch.status === "cancelled") held -= await withdrawOffers(tx, id, now);
          else {
            if (changed.places < d.places) held -= await withdrawOffersBeyond(tx, id, changed.places - taken, now);
            const offered = await offerToLine(tx, changed, leftWithHolds(changed.places, taken, held), { today, now, offerHours, messageIdDomain });
            held += offered.reduce((sum, o) => sum + o.travellers, 0);
          }
          return toAdmin({ ...changed, taken, held, waiting: c.waiting, enquiries: c.enquiries, roomsTaken: c.roomsTaken, roomsHeld: c.roomsHeld });
        });
      } catch (err) {
        if (isSameDay(err)) return { error: "same-day" };
        throw err;
      }
    },

    /**
     * Adds the sample departures to a new database only: one with no departure and no booking yet,
     * checked in the same transaction. Answers how many were added.
     */
    async addSampleDepartures(list: NewDeparture[]): Promise<number> {
      return db.transaction(async (tx) => {
        const res = (await tx.execute(sql`select exists (select 1 from departures) or exists (select 1 from bookings) as used`)) as unknown as { rows: { used: boolean }[] };
        if (res.rows[0]?.used || list.length === 0) return 0;
        await tx.insert(departures).values(list.map((d) => ({ ...d, createdBy: "sample" })));
        return list.length;
      });
    },

    /** An open or closed departure of the programme other than `except` already starts that day. */
    async startsThatDay(programme: string, startDate: string, except?: number): Promise<boolean> {
      const [row] = await db
        .select({ id: departures.id })
        .from(departures)
        .where(and(eq(departures.programme, programme), eq(departures.startDate, startDate), ne(departures.status, "cancelled"), except ? ne(departures.id, except) : undefined))
        .limit(1);
      return row !== undefined;
    },
  };
}
