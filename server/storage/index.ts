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
import { moneyChangeStorage } from "./money/money-change";
import { paymentMailStorage } from "./money/payment-mail";
import { reminderStorage } from "./money/reminders";
import { moneyInsightsStorage } from "./money/money-insights";
import { paymentsCsvStorage } from "./money/payments-csv";
import { quoteMailStorage } from "./money/quote-mail";
import { quoteAcceptanceStorage } from "./money/quote-acceptance";
import { placesChangeStorage } from "./places-change";
import { accountStorage } from "./money/account";
import { tripStorage } from "./money/trip";
import { creditListStorage } from "./money/credit-list";
import { moneyOwedStorage } from "./money/money-owed";
import { departureStorage } from "./departures/departures";
import { departureBookingStorage } from "./departures/departure-bookings";
import { bookingHoldStorage } from "./departures/booking-hold";
import { placeFreeMailStorage } from "./departures/place-free-mail";
import { offerStorage } from "./departures/offer-rounds";
import { DEFAULT_OFFER_HOURS } from "@shared/departures";
import { travellerStorage } from "./travellers/travellers";
import { manifestStorage } from "./travellers/manifest";
import { travellerReminderStorage } from "./travellers/traveller-reminders";
import { travellerPurgeStorage } from "./travellers/traveller-purge";
import { scrubsOwedStorage } from "./scrubs-owed";
import { programmeReadStorage } from "./programmes/programme-reads";
import { programmeWriteStorage } from "./programmes/programme-writes";

export type { EnquiryMailSettings, EnquiryOptions, EnquiryResult } from "./enquiries";
export type { ClaimedMail } from "./mail";
export type { AuditRow } from "./audit";
export { LastAdminError } from "./users";
export { advanceMailbox, LeaseLostError, type InboundQueries } from "./inbound";
export type { SessionAccount } from "./sessions";
export type { MessageRow } from "./conversation";
export type { ExportExtras } from "./export-extras";
export type { Actor } from "./reply-due";
export type { UnmatchedCursor } from "./unmatched-mail";
export type { StatusRefusal } from "./booking-status";
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
export type { QuoteRefusal } from "./money/quote-queries";
export type { PlacesChangeWrites } from "./places-change";
export type { Settled } from "./departures/departure-queue";
export type { Quote } from "./money/quote-acceptance";
export type { TripLinkOptions } from "./money/account";
export type { MoneyActor } from "./money/money-record";
export { moneyRefusalOf, type MoneyRefusal } from "./money/money-refusal";
export type { PayableBooking } from "./money/money-change";
export type { MoveRefusal } from "./departures/move-places";
export type { TravellerRow, TravellerTrip, TravellerValues } from "./travellers/travellers";
export type { TravellerReminderContent } from "./travellers/traveller-reminders";
export type { ProgrammeChangeWrites, ProgrammeRefusal } from "./programmes/programme-writes";
export { cardFactsOf, programmeOf, snapshotOf } from "./programmes/programme-row";
export { isTripTokenShape, openTripToken, resealTripLinks, tripLinkKey, tripLinkKeyOf, tripUrlOf, type TripLinkKey } from "./money/trip-links";

/**
 * Every query the routes need, over one Drizzle database (PGlite or PostgreSQL), grouped by
 * aggregate: a route or job names the aggregate it reads (`storage.money.recordPayment`), and a
 * test's fake gives only the aggregates it is handed. `clock` is the desk's (server/core/clock.ts):
 * the views' "now" and the times the timeline records for follow-ups and money changes.
 */
export function createStorage(db: Db, clock: Clock, opts: { offerHours?: number } = {}) {
  // How long a place offered to the line is held (WAITLIST_OFFER_HOURS).
  const offerHours = opts.offerHours ?? DEFAULT_OFFER_HOURS;
  return {
    /** Enquiries and bookings: the list, one booking, its status, follow-up and duplicates. */
    bookings: {
      ...bookingStorage(db, clock),
      ...bookingStatusStorage(db),
      ...enquiryStorage(db),
      ...samePersonStorage(db),
      ...followUpStorage(db, clock),
      ...exportExtrasStorage(db),
    },
    /** A booking's timeline: notes, assignment and what happened to it. */
    activity: activityStorage(db),
    /** The staff audit log. */
    audit: auditStorage(db),
    /** Quotes, schedules, payments, refunds, date changes and cancellations, and their e-mails' content. */
    money: {
      ...quoteAcceptanceStorage(db),
      ...quoteMailStorage(db),
      ...accountStorage(db),
      ...tripStorage(db),
      ...paymentMailStorage(db),
      ...reminderStorage(db),
      ...moneyInsightsStorage(db),
      ...paymentsCsvStorage(db),
      ...creditListStorage(db),
      ...moneyOwedStorage(db),
    },
    /** The outbox every e-mail leaves from, and the morning digest queued into it. */
    mail: { ...mailStorage(db), ...digestStorage(db) },
    /** Mail with visitors: replies sent, mail received into the mailbox, templates, mail matched to no booking. */
    conversations: { ...conversationStorage(db), ...replyTemplateStorage(db), ...inboundStorage(db), ...unmatchedMailStorage(db) },
    /** Staff accounts: sign-in, second factor, profile and e-mail address. */
    users: { ...userStorage(db), ...staffEmailStorage(db) },
    sessions: sessionStorage(db),
    rateLimits: rateLimitStorage(db),
    settings: settingsStorage(db),
    /** Changes of one booking's money made by a use-case (payments, voids, late fees, refunds paid): one transaction each. */
    moneyChanges: moneyChangeStorage(db, clock),
    /** Changes of places made by a use-case: one transaction each, behind the departures' queue. */
    changes: placesChangeStorage(db, clock, offerHours),
    /** Departures and their places, waiting lists and place-free e-mails. */
    departures: { ...departureStorage(db, clock, offerHours), ...departureBookingStorage(db), ...placeFreeMailStorage(db), ...offerStorage(db, clock), ...bookingHoldStorage(db) },
    /** Travellers' details, the manifest, and the reminders to send them. */
    travellers: { ...travellerStorage(db), ...manifestStorage(db), ...travellerReminderStorage(db) },
    /** The programmes on the catalogues: their cards, versions and old slugs. */
    programmes: { ...programmeReadStorage(db), ...programmeWriteStorage(db) },
    /** Page views recorded and rolled up by day. */
    visits: visitStorage(db),
    /** The desk's Insights: bookings by week and the visitors' funnel. */
    insights: { ...insightsStorage(db), ...funnelStorage(db) },
    /** What is kept and for how long: erasures of personal data, pruning of old mail, audit, inbound mail and documents. */
    retention: { ...erasureStorage(db, clock, offerHours), ...pruningStorage(db), ...inboundRetentionStorage(db), ...travellerPurgeStorage(db), ...scrubsOwedStorage(db) },
  };
}

export type Storage = ReturnType<typeof createStorage>;
export type BookingStorage = Storage["bookings"];
export type MoneyStorage = Storage["money"];
export type MailStorage = Storage["mail"];
export type ConversationStorage = Storage["conversations"];
export type UserStorage = Storage["users"];
export type SessionStorage = Storage["sessions"];
export type RateLimitStorage = Storage["rateLimits"];
export type DepartureStorage = Storage["departures"];
export type TravellerStorage = Storage["travellers"];
export type VisitStorage = Storage["visits"];
export type RetentionStorage = Storage["retention"];
