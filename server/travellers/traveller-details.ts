import { isComplete, isMasked, maskedRecord, NO_DETAILS, travellerChangeSchema, insuranceSchema, type Insurance, type TravellerDetails, type TravellerRecord, type TripTravellerDetails } from "@shared/travellers/traveller-fields";
import { detailsDueBy, travellerErrors, type FieldError } from "@shared/travellers/traveller-rules";
import type { Day } from "@shared/money";
import type { DataKey } from "../crypto/data-key";
import type { TravellerRow, TravellerTrip, TravellerValues, TravellerStorage } from "../storage";
import { phoneE164 } from "@shared/phone-e164";
import { zodFieldErrors } from "./field-errors";

type DetailsStorage = { travellers: Pick<TravellerStorage, "travellerTrip" | "travellerRows" | "travellerRowsOf" | "travellerRow" | "changeTraveller" | "readInsurance" | "saveInsurance"> };

export type Refusal = { status: 400; message: string; errors: FieldError[] } | { status: 404 | 409; message: string };
export type Outcome<T> = { status: 200; body: T } | Refusal;

export interface TravellersBody {
  travellers: TravellerRecord[];
  insurance: Insurance | null;
  dueBy: Day;
}

const NOT_FOUND: Refusal = { status: 404, message: "No such traveller on this trip" };

/** Where a sealed value belongs: a value copied to another booking, traveller or field does not open. */
const sealContext = (bookingId: number, n: number, field: "documentNumber" | "medical") => `booking ${bookingId} traveller ${n} ${field}`;

/**
 * The traveller details of a booking after acceptance (docs/decisions/traveller-details.md): read and saved through the trip link or the desk, document numbers and medical
 * notes sealed with the data key before they reach the storage and opened only here.
 */
export function travellerDetails(storage: DetailsStorage, key: DataKey) {
  function open(row: TravellerRow): TravellerDetails {
    return {
      fullName: row.fullName,
      dateOfBirth: row.dateOfBirth,
      nationality: row.nationality,
      documentType: row.documentType as TravellerDetails["documentType"],
      documentNumber: row.documentNumberSealed ? key.open(row.documentNumberSealed, sealContext(row.bookingId, row.n, "documentNumber")) : null,
      documentExpiry: row.documentExpiry,
      dietary: row.dietary,
      medical: row.medicalSealed ? key.open(row.medicalSealed, sealContext(row.bookingId, row.n, "medical")) : null,
      emergencyName: row.emergencyName,
      emergencyPhone: row.emergencyPhone,
    };
  }

  /** The trip, if its details can be asked for: accepted and not erased (reading), and not cancelled or over (saving). */
  async function tripFor(bookingId: number, saving: { today: Day } | null): Promise<(TravellerTrip & { accepted: NonNullable<TravellerTrip["accepted"]> }) | Refusal> {
    const trip = await storage.travellers.travellerTrip(bookingId);
    if (!trip || trip.erased) return { status: 404, message: "No such trip" };
    if (!trip.accepted) return { status: 409, message: "Traveller details are asked for once the quote is accepted" };
    if (saving && trip.cancelled) return { status: 409, message: "This booking is cancelled: its details can no longer be changed" };
    if (saving && saving.today > trip.accepted.endDate) return { status: 409, message: "This trip has ended: its details can no longer be changed" };
    return trip as TravellerTrip & { accepted: NonNullable<TravellerTrip["accepted"]> };
  }

  async function records(trip: TravellerTrip & { accepted: NonNullable<TravellerTrip["accepted"]> }): Promise<TravellerRecord[]> {
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

    /** `PUT …/travellers/:n`: merges the fields given into the stored record; a masked number or note sent back keeps the stored one. */
    async save(bookingId: number, n: number, body: unknown, today: Day): Promise<Outcome<TravellerRecord>> {
      const trip = await tripFor(bookingId, { today });
      if ("status" in trip) return trip;
      if (!Number.isInteger(n) || n < 1 || n > trip.accepted.travellers) return NOT_FOUND;
      const parsed = travellerChangeSchema.safeParse(body);
      if (!parsed.success) return { status: 400, message: "Invalid input", errors: zodFieldErrors(parsed.error) };
      const given = { ...parsed.data };
      if (given.documentNumber && isMasked(given.documentNumber)) delete given.documentNumber;
      if (given.medical && isMasked(given.medical)) delete given.medical;
      // "None given" means no document: the stored one (its number sent back masked) and its expiry
      // go with it. A number typed beside it is still refused until it says which document it is.
      if (given.documentType === null && !given.documentNumber) Object.assign(given, { documentNumber: null, documentExpiry: null });
      if (given.emergencyPhone) {
        const e164 = phoneE164(given.emergencyPhone, trip.country);
        if (!e164) return { status: 400, message: "Invalid input", errors: [{ path: "emergencyPhone", message: "Emergency phone must be a number we can call, with its country code, such as +91 98430 12345" }] };
        given.emergencyPhone = e164;
      }
      if (given.documentNumber) given.documentNumber = given.documentNumber.toUpperCase();
      const { international, endDate } = trip.accepted;
      let merged: TravellerDetails = NO_DETAILS;
      const result = await storage.travellers.changeTraveller(bookingId, n, (current): TravellerValues | { errors: FieldError[] } => {
        merged = { ...(current ? open(current) : NO_DETAILS), ...given };
        const errors = travellerErrors(merged, { international, endDate, today }, given);
        if (errors.length > 0) return { errors };
        return {
          fullName: merged.fullName,
          dateOfBirth: merged.dateOfBirth,
          nationality: merged.nationality,
          documentType: merged.documentType,
          documentNumberSealed: merged.documentNumber ? key.seal(merged.documentNumber, sealContext(bookingId, n, "documentNumber")) : null,
          documentExpiry: merged.documentExpiry,
          dietary: merged.dietary,
          medicalSealed: merged.medical ? key.seal(merged.medical, sealContext(bookingId, n, "medical")) : null,
          emergencyName: merged.emergencyName,
          emergencyPhone: merged.emergencyPhone,
          complete: isComplete(merged, international),
        };
      });
      if ("errors" in result) return { status: 400, message: result.errors[0].message, errors: result.errors };
      return { status: 200, body: maskedRecord(n, merged, international) };
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
      if ("status" in trip) return trip.status === 409 ? NOT_FOUND : trip;
      const row = Number.isInteger(n) ? await storage.travellers.travellerRow(bookingId, n) : undefined;
      if (!row || n > trip.accepted.travellers) return NOT_FOUND;
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
