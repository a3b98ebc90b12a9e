import { maskedRecord, NO_DETAILS, type TravellerRecord } from "@shared/travellers/traveller-fields";
import { travellerErrors } from "@shared/travellers/traveller-rules";
import type { Day } from "@shared/money";
import type { DataKey } from "../crypto/data-key";
import type { TravellerStorage } from "../storage";
import { acceptedTrip, NO_SUCH_TRAVELLER, type Outcome } from "../travellers/traveller-details";
import { travellerChangeOf } from "../travellers/traveller-change";
import { travellerSealing } from "../travellers/traveller-sealing";

export type SaveTravellerStorage = { travellers: Pick<TravellerStorage, "travellerTrip" | "travellerToChange" | "writeTraveller"> };

/** What saving a traveller needs: the storage, and the data key its document number and notes are sealed with. */
export interface TravellerSaving {
  storage: SaveTravellerStorage;
  key: DataKey;
}

// Two windows saving the same traveller at once each merge into the other's result: a save that
// lost the race reads again and merges again. More losses than this in a row is not two windows.
const ATTEMPTS = 8;

/**
 * `PUT …/travellers/:n` and the trip page's form (docs/decisions/traveller-details.md): merges the
 * fields given into the stored record, checks the whole record against the trip (a passport valid
 * 6 months after it ends), seals it and stores it over the version it was merged from.
 */
export async function saveTraveller({ storage, key }: TravellerSaving, bookingId: number, n: number, body: unknown, today: Day): Promise<Outcome<TravellerRecord>> {
  const trip = await acceptedTrip(storage, bookingId, { today });
  if ("status" in trip) return trip;
  if (!Number.isInteger(n) || n < 1 || n > trip.accepted.travellers) return NO_SUCH_TRAVELLER;
  const read = travellerChangeOf(body, trip.country);
  if ("errors" in read) return { status: 400, message: "Invalid input", errors: read.errors };
  const { international, endDate } = trip.accepted;
  const sealing = travellerSealing(key);
  for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
    const { current, version } = await storage.travellers.travellerToChange(bookingId, n);
    const merged = { ...(current ? sealing.open(current) : NO_DETAILS), ...read.change };
    const errors = travellerErrors(merged, { international, endDate, today });
    if (errors.length > 0) return { status: 400, message: errors[0].message, errors };
    if (await storage.travellers.writeTraveller(bookingId, n, sealing.sealed(bookingId, n, merged, international), version)) {
      return { status: 200, body: maskedRecord(n, merged, international) };
    }
  }
  return { status: 409, message: "This traveller was being saved from somewhere else at the same moment: please save again" };
}
