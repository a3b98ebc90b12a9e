import { isMasked, travellerChangeSchema, type TravellerDetails } from "@shared/travellers/traveller-fields";
import type { FieldError } from "@shared/travellers/traveller-rules";
import { phoneE164 } from "@shared/phone-e164";
import { zodFieldErrors } from "./field-errors";

/** The fields a visitor sent for one traveller, read as a change to merge into the stored record. */
export type TravellerChange = Partial<TravellerDetails>;

/**
 * What a save sent, as a change or the refusal of its input: a masked number or note sent back
 * keeps the stored one; the emergency phone in E.164 (read in the booking's country); the document
 * number in capitals.
 */
export function travellerChangeOf(body: unknown, country: string | null): { change: TravellerChange } | { errors: FieldError[] } {
  const parsed = travellerChangeSchema.safeParse(body);
  if (!parsed.success) return { errors: zodFieldErrors(parsed.error) };
  const change: TravellerChange = { ...parsed.data };
  if (change.documentNumber && isMasked(change.documentNumber)) delete change.documentNumber;
  if (change.medical && isMasked(change.medical)) delete change.medical;
  // "None given" means no document: the stored one (its number sent back masked) and its expiry
  // go with it. A number typed beside it is still refused until it says which document it is.
  if (change.documentType === null && !change.documentNumber) Object.assign(change, { documentNumber: null, documentExpiry: null });
  if (change.emergencyPhone) {
    const e164 = phoneE164(change.emergencyPhone, country);
    if (!e164) return { errors: [{ path: "emergencyPhone", message: "Emergency phone must be a number we can call, with its country code, such as +91 98430 12345" }] };
    change.emergencyPhone = e164;
  }
  if (change.documentNumber) change.documentNumber = change.documentNumber.toUpperCase();
  return { change };
}
