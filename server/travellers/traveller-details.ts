import { maskedRecord, NO_DETAILS, insuranceSchema, type Insurance, type TravellerDetails, type TravellerRecord, type TripTravellerDetails } from "@shared/travellers/traveller-fields";
import { detailsDueBy, type FieldError } from "@shared/travellers/traveller-rules";
import type { Day } from "@shared/money";
import type { DataKey } from "../crypto/data-key";
import type { TravellerTrip, TravellerStorage } from "../storage";
import { zodFieldErrors } from "./field-errors";
import { travellerSealing } from "./traveller-sealing";

type DetailsStorage = { travellers: Pick<TravellerStorage, "travellerTrip" | "travellerRows" | "travellerRowsOf" | "travellerRow" | "readInsurance" | "saveInsurance"> };
type AcceptedTrip = TravellerTrip & { accepted: NonNullable<TravellerTrip["accepted"]> };

export type Refusal = { status: 400; message: string; errors: FieldError[] } | { status: 404 | 409; message: string };
export type Outcome<T> = { status: 200; body: T } | Refusal;

export interface TravellersBody {
  travellers: TravellerRecord[];
  insurance: Insurance | null;
  dueBy: Day;
}

export const NO_SUCH_TRAVELLER: Refusal = { status: 404, message: "No such traveller on this trip" };

/** The trip, if its details can be asked for: accepted and not erased (reading), and not cancelled or over (saving). */
export async function acceptedTrip(storage: { travellers: Pick<TravellerStorage, "travellerTrip"> }, bookingId: number, saving: { today: Day } | null): Promise<AcceptedTrip | Refusal> {
  const trip = await storage.travellers.travellerTrip(bookingId);
  if (!trip || trip.erased) return { status: 404, message: "No such trip" };
  if (!trip.accepted) return { status: 409, message: "Traveller details are asked for once the quote is accepted" };
  if (saving && trip.cancelled) return { status: 409, message: "This booking is cancelled: its details can no longer be changed" };
  if (saving && saving.today > trip.accepted.endDate) return { status: 409, message: "This trip has ended: its details can no longer be changed" };
  return trip as AcceptedTrip;
}

/**
 * The traveller details of a booking after acceptance (docs/decisions/traveller-details.md), read
 * through the trip link or the desk with document numbers and medical notes opened by
 * travellerSealing; a traveller is saved by the use-case server/use-cases/save-traveller.ts.
 */
export function travellerDetails(storage: DetailsStorage, key: DataKey) {
  const { open } = travellerSealing(key);
  const tripFor = (bookingId: number, saving: { today: Day } | null) => acceptedTrip(storage, bookingId, saving);

  async function records(trip: AcceptedTrip): Promise<TravellerRecord[]> {
    const rows = new Map((await storage.travellers.travellerRows(trip.bookingId)).map((r) => [r.n, r]));
    return Array.from({ length: trip.accepted.travellers }, (_, i) => {
      const row = rows.get(i + 1);
      return maskedRecord(i + 1, row ? open(row) : NO_DETAILS, trip.accepted.international);
    });
  }

  return {
    /** `GET …/travellers`: every traveller of the accepted quote (empty ones too), masked; the insurance; when they are due. */
    async read(bookingId: number): Promise<Outcome<TravellersBody>> {
      const trip = await tripFor(bookingId, null);
      if ("status" in trip) return trip;
      return {
        status: 200,
        body: { travellers: await records(trip), insurance: await storage.travellers.readInsurance(bookingId), dueBy: detailsDueBy(trip.accepted.startDate) },
      };
    },

    /** The trip page's section: undefined before acceptance (or for no trip). */
    async pageView(bookingId: number, today: Day, shown: Pick<TripTravellerDetails, "saved" | "refused">): Promise<TripTravellerDetails | undefined> {
      const trip = await tripFor(bookingId, null);
      if ("status" in trip) return undefined;
      const { international, startDate, endDate } = trip.accepted;
      return {
        travellers: await records(trip),
        insurance: await storage.travellers.readInsurance(bookingId),
        dueBy: detailsDueBy(startDate),
        dueNow: detailsDueBy(startDate) < today,
        international,
        editable: !trip.cancelled && today <= endDate,
        ...shown,
      };
    },

    /** `PUT …/insurance`. */
    async saveInsurance(bookingId: number, body: unknown, today: Day): Promise<Outcome<Insurance>> {
      const trip = await tripFor(bookingId, { today });
      if ("status" in trip) return trip;
      const parsed = insuranceSchema.safeParse(body);
      if (!parsed.success) return { status: 400, message: "Invalid input", errors: zodFieldErrors(parsed.error) };
      await storage.travellers.saveInsurance(bookingId, parsed.data);
      return { status: 200, body: parsed.data };
    },

    /** The desk's Reveal: one traveller's full document number and medical notes (the route audits it). */
    async reveal(bookingId: number, n: number): Promise<Outcome<{ n: number; documentNumber: string | null; medical: string | null }>> {
      const trip = await tripFor(bookingId, null);
      if ("status" in trip) return trip.status === 409 ? NO_SUCH_TRAVELLER : trip;
      const row = Number.isInteger(n) ? await storage.travellers.travellerRow(bookingId, n) : undefined;
      if (!row || n > trip.accepted.travellers) return NO_SUCH_TRAVELLER;
      const details = open(row);
      return { status: 200, body: { n, documentNumber: details.documentNumber, medical: details.medical } };
    },

    /** Every traveller's details of the bookings opened, by booking, for the departure's manifest (admins; the route audits it): one read. */
    async openAll(bookingIds: number[]): Promise<Map<number, Map<number, TravellerDetails & { n: number }>>> {
      const byBooking = new Map<number, Map<number, TravellerDetails & { n: number }>>();
      for (const row of await storage.travellers.travellerRowsOf(bookingIds)) {
        const travellersOf = byBooking.get(row.bookingId) ?? new Map();
        travellersOf.set(row.n, { n: row.n, ...open(row) });
        byBooking.set(row.bookingId, travellersOf);
      }
      return byBooking;
    },
  };
}

export type TravellerDetailsService = ReturnType<typeof travellerDetails>;
