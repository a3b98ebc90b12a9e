import {
  accountStatus,
  buildSchedule,
  priceQuote,
  refundTiersFrom,
  accountView,
  settleCancellation,
  type Day,
  type Extra,
  type Quote,
  type QuoteState,
  type Settlement,
} from "@shared/money";
import type { TripBody, TripWaitlist } from "@shared/money/account-types";

/**
 * Trip bodies as GET /api/trip/:token answers them, worked out by the shared money rules from a
 * few inputs, so a test's figures are the rules' own and never typed by hand.
 */
export interface TripScenario {
  today: Day;
  startDate: Day;
  endDate: Day;
  travellers: number;
  pricePerPerson: number;
  extras?: Extra[];
  returning?: boolean;
  state: QuoteState;
  /** The day the quote was accepted (state `accepted`). */
  acceptedOn?: Day;
  payments?: { amount: number; receivedOn: Day; method: TripBody["payments"][number]["method"] }[];
  cancellation?: { on: Day; settlement: Settlement };
  upiId?: string;
  instructions?: string | null;
  /** The booking waits in its departure's line (an acceptance that found too few places). */
  waitlist?: TripWaitlist;
  offerLapsed?: boolean;
}

export function tripBody(s: TripScenario): TripBody {
  const price = priceQuote({
    startDate: s.startDate,
    endDate: s.endDate,
    travellers: s.travellers,
    pricePerPerson: s.pricePerPerson,
    extras: s.extras ?? [],
    returning: s.returning ?? false,
    creditAvailable: 0,
  });
  const accepted = s.state === "accepted";
  const asOf = accepted ? (s.acceptedOn ?? s.today) : s.today;
  const schedule = buildSchedule({ total: price.total, region: "domestic", startDate: s.startDate, asOf, accepted });
  const quote: Quote = {
    id: 7,
    number: 1,
    startDate: s.startDate,
    endDate: s.endDate,
    nights: price.nights,
    travellers: s.travellers,
    pricePerPerson: s.pricePerPerson,
    region: "domestic",
    base: price.base,
    discounts: price.discounts,
    extras: price.extras,
    privateRooms: 0,
    privateRoomSupplement: 0,
    credit: price.credit,
    creditFrom: null,
    total: price.total,
    schedule,
    validUntil: "2027-01-08",
    state: s.state,
    note: null,
    createdAt: "2027-01-01T04:30:00.000Z",
    acceptedAt: accepted ? `${asOf}T06:00:00.000Z` : null,
  };
  const payments = (s.payments ?? []).map((p, i) => ({ ...p, receipt: 100 + i }));
  const status = accountStatus({ instalments: accepted ? schedule : [], payments: payments.map((p) => ({ amount: p.amount, voided: false })), today: s.today });
  const settled = s.cancellation
    ? settleCancellation({
        region: "domestic",
        startDate: s.startDate,
        on: s.cancellation.on,
        reason: "visitor",
        settlement: s.cancellation.settlement,
        paid: status.paid,
        travellers: s.travellers,
        allPaidInCash: false,
      })
    : undefined;
  if (settled && !settled.ok) throw new Error(settled.message);
  const view = accountView({ quote, status, cancelled: !!settled, cancellation: settled?.ok ? { ...settled.cancellation, refundPaidOn: null } : null });
  const amountDue = view.nextDue ? view.nextDue.amount - view.nextDue.paid : 0;
  return {
    reference: "ILJ-2027-0042",
    firstName: "Meera",
    tripCategory: "Retreat",
    programme: "Sapphic Retreat, Kodaikanal",
    status: s.cancellation ? "cancelled" : accepted ? "confirmed" : "pending",
    quote,
    dates: { startDate: quote.startDate, endDate: quote.endDate, nights: quote.nights },
    schedule: view.schedule,
    payments,
    lines: view.lines,
    totalToPay: view.totalToPay,
    total: status.total,
    paid: status.paid,
    balance: view.balance,
    owedToVisitor: view.owedToVisitor,
    nextDue: view.nextDue,
    refundTiers: refundTiersFrom("domestic", s.startDate, s.today),
    cancellation: settled?.ok ? { ...settled.cancellation, refundPaidOn: null, refundMethod: null, refundReference: null } : null,
    paymentInstructions: s.instructions === undefined ? "Bank transfer to Inner Light Journeys, HDFC Bank, account 50200012345678, IFSC HDFC0001234." : s.instructions,
    upi:
      s.upiId && view.nextDue
        ? {
            id: s.upiId,
            link: `upi://pay?pa=${s.upiId}&pn=Inner%20Light%20Journeys&am=${amountDue}&cu=INR&tn=ILJ-2027-0042`,
            qrSvg: `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 21 21"><path d="M0 0h7v7H0z"/></svg>`,
          }
        : null,
    waitlist: s.waitlist ?? null,
    offerLapsed: s.offerLapsed ?? false,
    acceptable: s.state === "open" && !s.cancellation && (!s.waitlist || s.waitlist.placeFree),
  };
}

/** A booking's place in its departure's line, as GET /api/trip/:token answers it: waiting, no places offered. */
export const inLine = (o: Partial<TripWaitlist> = {}): TripWaitlist => ({
  position: 1,
  placesLeft: 0,
  placeFree: false,
  placesOffered: null,
  offeredUntil: null,
  offeredUntilText: null,
  ...o,
});
