import { eq, sql } from "drizzle-orm";
import { departures } from "@shared/schema/departures";
import { leftWithHolds } from "@shared/departures";
import { privateRoomsLeft } from "@shared/departures/rooms-minimum";
import type { BookingHold } from "@shared/api-types";
import type { Db } from "../../db";
import { takenSql } from "./departure-sql";
import { heldSql } from "./held-sql";
import { roomsHeldSql, roomsTakenSql } from "./private-rooms";

/**
 * What one booking's own open quote or open offer holds on a departure, and the places and rooms
 * left for that booking's next quote: every other hold counted, its own not, as the quote's check
 * counts them (quote-places.ts, private-rooms.ts). So the desk says "2 places held for this booking"
 * where the departure reads Full to everyone else.
 */
export function bookingHoldStorage(db: Db) {
  return {
    async bookingHold(departureId: number, bookingId: number, today: string): Promise<BookingHold | undefined> {
      const dep = sql`"departures"."id"`;
      const [row] = await db
        .select({
          places: departures.places,
          privateRooms: departures.privateRooms,
          taken: takenSql(dep),
          held: heldSql(dep, today),
          heldByOthers: heldSql(dep, today, bookingId),
          roomsTaken: roomsTakenSql(dep),
          roomsHeld: roomsHeldSql(dep, today),
          roomsHeldByOthers: roomsHeldSql(dep, today, bookingId),
        })
        .from(departures)
        .where(eq(departures.id, departureId));
      if (!row) return undefined;
      const taken = Number(row.taken);
      const roomsTaken = Number(row.roomsTaken);
      return {
        held: Number(row.held) - Number(row.heldByOthers),
        left: leftWithHolds(row.places, taken, Number(row.heldByOthers)),
        roomsHeld: Number(row.roomsHeld) - Number(row.roomsHeldByOthers),
        privateRoomsLeft: privateRoomsLeft(row.privateRooms, roomsTaken, Number(row.roomsHeldByOthers)),
      };
    },
  };
}
