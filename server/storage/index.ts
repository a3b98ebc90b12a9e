import type { Db } from "../db";
import type { Clock } from "../core/clock";
import { bookingStorage } from "./bookings";
import { bookingStatusStorage } from "./booking-status";
import { userStorage } from "./users";
import { sessionStorage } from "./sessions";
import { rateLimitStorage } from "./rate-limits";
import { settingsStorage } from "./settings";
import { activityStorage } from "./activities";
import { insightsStorage } from "./insights";
import { enquiryStorage } from "./enquiries";
import { mailStorage } from "./mail";
import { auditStorage } from "./audit";
import { erasureStorage } from "./erasure";
import { pruningStorage } from "./pruning";
import { visitStorage } from "./visits";
import { funnelStorage } from "./funnel";
import { conversationStorage } from "./conversation";
import { replyTemplateStorage } from "./reply-templates";
import { inboundStorage } from "./inbound";
import { unmatchedMailStorage } from "./unmatched-mail";
import { staffEmailStorage } from "./staff-email";
import { inboundRetentionStorage } from "./inbound-retention";
import { samePersonStorage } from "./same-person";
import { followUpStorage } from "./follow-ups";
import { digestStorage } from "./digest";
import { exportExtrasStorage } from "./export-extras";
import { paymentStorage } from "./money/payment-storage";
import { quoteStorage } from "./money/quote-storage";
import { creditListStorage } from "./money/credit-list";
import { moneyOwedStorage } from "./money/money-owed";
import { departureStorage } from "./departures/departures";
import { departureBookingStorage } from "./departures/departure-booking-storage";
import { travellerStorage } from "./travellers/travellers";
import { manifestStorage } from "./travellers/manifest";
import { travellerReminderStorage } from "./travellers/traveller-reminders";
import { travellerPurgeStorage } from "./travellers/traveller-purge";

export type { EnquiryMailSettings } from "./enquiries";
export type { ClaimedMail } from "./mail";
export type { AuditRow } from "./audit";
export { LastAdminError } from "./users";
export { advanceMailbox, LeaseLostError, type InboundQueries } from "./inbound";
export type { SessionAccount } from "./sessions";
export type { MessageRow } from "./conversation";
export type { ExportExtras } from "./export-extras";
export type { Actor } from "./reply-due";
export type { UnmatchedCursor } from "./unmatched-mail";
export { decodeCursor, encodeCursor } from "./booking-cursor";
export type { VisitRow } from "./visits";
export { RETENTION_BATCH } from "./erasure";
export { PRUNE_BATCH } from "./pruning";
export { installRoutines } from "./routines";
export { zoneMoneyDays } from "./money/money-days";
export type { PaymentMailContent } from "./money/payment-mail";
export type { QuoteMailContent } from "./money/quote-mail";
export type { DepartureRefusal } from "./departures/departures";
export type { PlaceFreeContent } from "./departures/place-free-mail";
export type { QuoteRefusal } from "./money/quotes";
export type { TripLinkOptions } from "./money/account";
export type { MoneyActor } from "./money/money-record";
export type { MoneyRefusal } from "./money/payments";
export type { TravellerRow, TravellerTrip, TravellerValues } from "./travellers/travellers";
export type { TravellerReminderContent } from "./travellers/traveller-reminders";
export { isTripTokenShape, openTripToken, resealTripLinks, tripLinkKey, tripLinkKeyOf, tripUrlOf, type TripLinkKey } from "./money/trip-links";

/**
 * Every query the routes need, over one Drizzle database (PGlite or PostgreSQL), one file per
 * aggregate. `clock` is the desk's (server/core/clock.ts): the views' "now" and the times the timeline
 * records for follow-ups and money changes.
 */
export function createStorage(db: Db, clock: Clock) {
  return {
    ...bookingStorage(db, clock),
    ...bookingStatusStorage(db),
    ...userStorage(db),
    ...sessionStorage(db),
    ...rateLimitStorage(db),
    ...settingsStorage(db),
    ...activityStorage(db),
    ...insightsStorage(db),
    ...enquiryStorage(db),
    ...mailStorage(db),
    ...auditStorage(db),
    ...erasureStorage(db),
    ...pruningStorage(db),
    ...visitStorage(db),
    ...funnelStorage(db),
    ...conversationStorage(db),
    ...replyTemplateStorage(db),
    ...inboundStorage(db),
    ...unmatchedMailStorage(db),
    ...staffEmailStorage(db),
    ...inboundRetentionStorage(db),
    ...samePersonStorage(db),
    ...followUpStorage(db, clock),
    ...digestStorage(db),
    ...exportExtrasStorage(db),
    ...paymentStorage(db, clock),
    ...quoteStorage(db, clock),
    ...creditListStorage(db),
    ...moneyOwedStorage(db),
    ...travellerStorage(db),
    ...manifestStorage(db),
    ...travellerReminderStorage(db),
    ...travellerPurgeStorage(db),
    ...departureStorage(db, clock),
    ...departureBookingStorage(db),
  };
}

export type Storage = ReturnType<typeof createStorage>;
