import { and, asc, desc, eq, inArray, isNull, or, sql, type SQL } from "drizzle-orm";
import { alias } from "drizzle-orm/pg-core";
import { bookings } from "@shared/schema/bookings";
import { cancellations, dateChanges, instalments, payments, quotes } from "@shared/schema/money";
import { accountStatus, accountView, buildSchedule, creditLeft, daysBetween } from "@shared/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import type { Cancellation, CancellationReason, Day, Instalment, PaymentMethod, Quote, Region, RetreatCredit, Settlement } from "@shared/money";
import type { Account, OverpaymentRefund } from "@shared/money/account-types";
import type { Db } from "../../db";
import { samePerson } from "../same-person";
import { currentTripToken, tripUrlOf, type TripLinkKey } from "./trip-links";
import { toPayment } from "./money-refusal";

type QuoteRow = typeof quotes.$inferSelect;
type InstalmentRow = typeof instalments.$inferSelect;

/** How the account names the trip page: without it, `tripUrl` is null. */
export interface TripLinkOptions {
  key: TripLinkKey;
  baseUrl: string;
}

function instalmentOf(row: Pick<InstalmentRow, "label" | "percent" | "amount" | "dueDate">): Instalment {
  return { label: row.label, percent: row.percent, amount: row.amount, dueDate: row.dueDate };
}

/**
 * A stored quote as the API shows it. An open quote past its validUntil reads `expired`; an accepted
 * one carries its fixed schedule, any other the schedule worked out as of today.
 */
function quoteOf(row: QuoteRow, today: Day, fixed: Instalment[] = []): Quote {
  const region = row.region as Region;
  return {
    id: row.id,
    number: row.number,
    startDate: row.startDate,
    endDate: row.endDate,
    nights: daysBetween(row.startDate, row.endDate),
    travellers: row.travellers,
    pricePerPerson: row.pricePerPerson,
    region,
    base: row.base,
    discounts: row.discounts,
    extras: row.extras,
    privateRooms: row.privateRooms,
    privateRoomSupplement: row.privateRoomSupplement,
    credit: row.credit,
    creditFrom: row.creditFromId,
    total: row.total,
    schedule: row.state === "accepted" ? fixed : buildSchedule({ total: row.total, region, startDate: row.startDate, asOf: today, accepted: false }),
    validUntil: row.validUntil,
    state: row.state === "open" && row.validUntil < today ? "expired" : (row.state as Quote["state"]),
    note: row.note,
    createdAt: row.createdAt.toISOString(),
    acceptedAt: row.acceptedAt?.toISOString() ?? null,
  };
}

function toOverpaymentRefund(r: typeof overpaymentRefunds.$inferSelect): OverpaymentRefund {
  return { id: r.id, amount: r.amount, paidOn: r.paidOn, method: r.method as PaymentMethod, reference: r.reference, by: r.recordedBy };
}

function cancellationOf(row: typeof cancellations.$inferSelect): Cancellation {
  return {
    reason: row.reason as CancellationReason,
    settlement: row.settlement as Settlement,
    on: row.on,
    daysBefore: row.daysBefore,
    percent: row.percent,
    paid: row.paid,
    refund: row.refund,
    credit: row.credit,
    creditValidUntil: row.creditValidUntil,
    flightReimbursement: row.flightReimbursement,
    refundDueBy: row.refundDueBy,
    refundPaidOn: row.refundPaidOn,
    refundMethod: row.refundMethod as PaymentMethod | null,
    refundReference: row.refundReference,
  };
}

/**
 * What quotes have taken of the credit a cancelled booking left: accepted quotes, and open ones
 * still valid (an expired or replaced quote gives its share back). `exceptBookingId`'s open quotes
 * are left out: the quote being made replaces them.
 */
export function creditUsesSql(fromBookingId: number | SQL, today: Day, exceptBookingId?: number): SQL<number> {
  return sql<number>`(select coalesce(sum(q.credit), 0)::int from ${quotes} q
    where q.credit_from_id = ${fromBookingId} and q.credit > 0
      and (q.state = 'accepted' or (q.state = 'open' and q.valid_until >= ${today}::date
        ${exceptBookingId === undefined ? sql`` : sql`and q.booking_id <> ${exceptBookingId}`})))`;
}

/** The retreat credits of each booking's person: their cancelled bookings' (and the booking's own), newest first. */
async function creditsOf(db: Db, bookingIds: number[], today: Day): Promise<Map<number, { bookingId: number; credit: RetreatCredit }[]>> {
  const me = alias(bookings, "me");
  const from = alias(bookings, "credit_from");
  const rows = await db
    .select({
      of: me.id,
      bookingId: from.id,
      reference: from.reference,
      firstName: from.firstName,
      lastName: from.lastName,
      amount: cancellations.credit,
      validUntil: cancellations.creditValidUntil,
      used: creditUsesSql(sql`${from.id}`, today),
    })
    .from(me)
    .innerJoin(from, or(eq(from.id, me.id), samePerson(me, from)))
    .innerJoin(cancellations, eq(cancellations.bookingId, from.id))
    .where(and(inArray(me.id, bookingIds), sql`${cancellations.credit} > 0`))
    .orderBy(sql`${cancellations.createdAt} desc`);
  return byBooking(rows.map((r) => ({ bookingId: r.of, credit: retreatCreditOf(r, today) })));
}

/** Rows grouped by the booking they belong to, each group in the rows' order. */
function byBooking<R extends { bookingId: number }>(rows: R[]): Map<number, R[]> {
  const out = new Map<number, R[]>();
  for (const r of rows) {
    const list = out.get(r.bookingId);
    if (list) list.push(r);
    else out.set(r.bookingId, [r]);
  }
  return out;
}

/** A cancelled booking's credit row, with what quotes used of it, as the desk shows it. */
export function retreatCreditOf(
  r: { bookingId: number; reference: string; firstName: string; lastName: string; amount: number; validUntil: Day | null; used: number | string },
  today: Day,
): RetreatCredit {
  const validUntil = r.validUntil ?? today;
  const left = creditLeft({ amount: r.amount, validUntil, uses: [Number(r.used)], today });
  return {
    bookingId: r.bookingId,
    reference: r.reference,
    name: `${r.firstName} ${r.lastName}`.trim(),
    amount: r.amount,
    used: Number(r.used),
    left: left.left,
    validUntil,
    expired: left.expired,
  };
}

/**
 * A booking's whole account, read from every money table and worked out by the shared rules
 * (`accountStatus`) as of `today`: its quotes, the accepted schedule with fees and what payments
 * covered, payments (voided ones too, marked), the cancellation, the person's credits and the trip
 * link. Undefined when there is no such booking.
 */
export async function readAccount(db: Db, bookingId: number, today: Day, link?: TripLinkOptions): Promise<Account | undefined> {
  return (await readAccounts(db, [bookingId], today, link)).get(bookingId);
}

/** Several bookings' accounts as readAccount reads one, in one read of each money table. */
export async function readAccounts(db: Db, bookingIds: number[], today: Day, link?: TripLinkOptions): Promise<Map<number, Account>> {
  const [bookingRows, quoteRows, instalmentRows, paymentRows, cancellationRows, credits, tokens, changeRows, refundRows] = await Promise.all([
    db.select({ id: bookings.id, status: bookings.status }).from(bookings).where(inArray(bookings.id, bookingIds)),
    db.select().from(quotes).where(inArray(quotes.bookingId, bookingIds)).orderBy(asc(quotes.number)),
    db
      .select()
      .from(instalments)
      .where(and(inArray(instalments.bookingId, bookingIds), isNull(instalments.replacedAt)))
      .orderBy(asc(instalments.dueDate), asc(instalments.id)),
    db.select().from(payments).where(inArray(payments.bookingId, bookingIds)).orderBy(asc(payments.receivedOn), asc(payments.id)),
    db.select().from(cancellations).where(inArray(cancellations.bookingId, bookingIds)),
    creditsOf(db, bookingIds, today),
    link ? Promise.all(bookingIds.map((id) => currentTripToken(db, id, link.key))) : Promise.resolve(bookingIds.map(() => null)),
    db
      .select({ bookingId: dateChanges.bookingId, toStart: dateChanges.toStart, toEnd: dateChanges.toEnd })
      .from(dateChanges)
      .where(inArray(dateChanges.bookingId, bookingIds))
      .orderBy(desc(dateChanges.id)),
    db.select().from(overpaymentRefunds).where(inArray(overpaymentRefunds.bookingId, bookingIds)).orderBy(asc(overpaymentRefunds.id)),
  ]);
  const quotesOf = byBooking(quoteRows);
  const instalmentsOf = byBooking(instalmentRows);
  const paymentsOf = byBooking(paymentRows);
  const cancellationRowOf = new Map(cancellationRows.map((c) => [c.bookingId, c]));
  const changesOf = byBooking(changeRows);
  const refundsOf = byBooking(refundRows);
  const tokenOf = new Map(bookingIds.map((id, k) => [id, tokens[k]]));
  return new Map(
    bookingRows.map((booking) => [
      booking.id,
      accountOf(
        {
          status: booking.status,
          quoteRows: quotesOf.get(booking.id) ?? [],
          instalmentRows: instalmentsOf.get(booking.id) ?? [],
          paymentRows: paymentsOf.get(booking.id) ?? [],
          cancellation: cancellationRowOf.get(booking.id),
          credits: (credits.get(booking.id) ?? []).map((c) => c.credit),
          tripUrl: link && tokenOf.get(booking.id) ? tripUrlOf(link.baseUrl, tokenOf.get(booking.id)!) : null,
          changes: changesOf.get(booking.id) ?? [],
          refundRows: refundsOf.get(booking.id) ?? [],
        },
        today,
      ),
    ]),
  );
}

/** What readAccounts read of one booking. */
interface AccountRows {
  status: string;
  quoteRows: QuoteRow[];
  instalmentRows: InstalmentRow[];
  paymentRows: (typeof payments.$inferSelect)[];
  cancellation: typeof cancellations.$inferSelect | undefined;
  credits: RetreatCredit[];
  tripUrl: string | null;
  changes: { toStart: Day; toEnd: Day }[];
  refundRows: (typeof overpaymentRefunds.$inferSelect)[];
}

/** One booking's account worked out from its rows. */
function accountOf({ status: bookingStatus, quoteRows, instalmentRows, paymentRows, cancellation, credits, tripUrl, changes, refundRows }: AccountRows, today: Day): Account {
  const acceptedRow = quoteRows.find((q) => q.state === "accepted");
  const fixed = instalmentRows.filter((i) => i.kind === "schedule" && i.quoteId === acceptedRow?.id).map(instalmentOf);
  const quoteList = quoteRows.map((q) => quoteOf(q, today, q.id === acceptedRow?.id ? fixed : []));
  const paymentList = paymentRows.map(toPayment);
  const refunds = refundRows.map(toOverpaymentRefund);
  const status = accountStatus({
    instalments: instalmentRows.map(instalmentOf),
    // What was paid back of an overpayment no longer counts as paid.
    payments: [...paymentList, ...refunds.map((r) => ({ amount: -r.amount, voided: false }))],
    today,
    lateFeeCharged: instalmentRows.flatMap((i) => (i.kind === "late-fee" ? (i.covers ?? []) : [])),
  });
  const accepted = quoteList.find((q) => q.state === "accepted") ?? null;
  const settled = cancellation ? cancellationOf(cancellation) : null;
  const view = accountView({ quote: accepted ?? quoteList[quoteList.length - 1] ?? null, status, cancelled: bookingStatus === "cancelled" || !!settled, cancellation: settled });
  return {
    quotes: quoteList,
    accepted,
    schedule: view.schedule,
    payments: paymentList,
    total: status.total,
    paid: status.paid,
    balance: view.balance,
    lateFee: view.lateFee,
    lines: view.lines,
    totalToPay: view.totalToPay,
    owedToVisitor: view.owedToVisitor,
    nextDue: view.nextDue,
    refunds,
    cancellation: settled,
    credits,
    tripUrl,
    dates: acceptedRow
      ? { startDate: changes[0]?.toStart ?? acceptedRow.startDate, endDate: changes[0]?.toEnd ?? acceptedRow.endDate, changes: changes.length }
      : null,
  };
}

/** A booking's account: with its trip link for the desk's account view, without for a command's answer. */
export function accountStorage(db: Db) {
  return {
    readAccount: (bookingId: number, today: Day, link?: TripLinkOptions) => readAccount(db, bookingId, today, link),
    /** The account a command answers with, read after it committed. */
    moneyAccount: (bookingId: number, today: Day) => readAccount(db, bookingId, today),
  };
}
