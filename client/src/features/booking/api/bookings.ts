import type { Booking } from "@shared/schema/bookings";
import type { InsertBooking } from "@shared/requests/enquiry";
import type { Jsonified } from "@shared/api-types";
import type { EnquiryDepartureAnswer } from "@shared/departures";
import { FILL_TIME_FIELD, HONEYPOT_FIELD } from "@shared/bot-signals";
import { apiRequest } from "@/lib/api-request";
import type { LeadSource } from "@/lib/lead-source-fields";
import { publicApiPaths } from "@shared/public-api-paths";

/** The public enquiry form's one call; the staff desk's calls live in features/desk. */

/** The enquiry as the public form sends it (docs/site.md §7: no budgetRange). */
export type EnquiryPayload = Omit<InsertBooking, "budgetRange">;
/** The form's own values carry the source fields as null; the dialog fills them from the visit. */
type Nullable<T> = { [K in keyof T]?: T[K] | null };

/** What the form adds for the server's bot trap: the hidden honeypot and how long the form was open. */
type BotSignals = { [HONEYPOT_FIELD]: string } & { [FILL_TIME_FIELD]: number };

export const createBookingMutationOptions = () => ({
  mutationFn: async (payload: EnquiryPayload & Partial<BotSignals> & Nullable<LeadSource>): Promise<Jsonified<Booking> & EnquiryDepartureAnswer> =>
    (await apiRequest("POST", publicApiPaths.enquiries.href(), payload)).json(),
});
