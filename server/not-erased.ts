import { HttpError } from "./core/errors";

/**
 * The guard of every action that would write to or about an erased visitor (a follow-up, a reply, a
 * quote, a payment's e-mail): call it with the booking's row read in the action's own transaction
 * (`for update`), so an erasure can't slip in between. Answers 409 with the API's error body (docs/http-api.md).
 */
export function assertNotErased(booking: { erasedAt: Date | string | null }): void {
  if (booking.erasedAt) throw new HttpError(409, "This enquiry's personal data was erased: nothing more can be recorded or sent about its visitor");
}
