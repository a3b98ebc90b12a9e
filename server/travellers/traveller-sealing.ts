import { isComplete, type TravellerDetails } from "@shared/travellers/traveller-fields";
import type { DataKey } from "../crypto/data-key";
import type { TravellerRow, TravellerValues } from "../storage";

/** Where a sealed value belongs: a value copied to another booking, traveller or field does not open. */
const sealContext = (bookingId: number, n: number, field: "documentNumber" | "medical") => `booking ${bookingId} traveller ${n} ${field}`;

/**
 * A traveller's record between the storage and the people it belongs to: the document number and
 * medical notes sealed with the data key before they are stored, and opened only here.
 */
export function travellerSealing(key: DataKey) {
  return {
    open(row: TravellerRow): TravellerDetails {
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
    },

    /** The values to store for traveller `n` of a booking: sealed, and whether the record is complete for this trip. */
    sealed(bookingId: number, n: number, d: TravellerDetails, international: boolean): TravellerValues {
      return {
        fullName: d.fullName,
        dateOfBirth: d.dateOfBirth,
        nationality: d.nationality,
        documentType: d.documentType,
        documentNumberSealed: d.documentNumber ? key.seal(d.documentNumber, sealContext(bookingId, n, "documentNumber")) : null,
        documentExpiry: d.documentExpiry,
        dietary: d.dietary,
        medicalSealed: d.medical ? key.seal(d.medical, sealContext(bookingId, n, "medical")) : null,
        emergencyName: d.emergencyName,
        emergencyPhone: d.emergencyPhone,
        complete: isComplete(d, international),
      };
    },
  };
}
