/**
 * The account as every screen and e-mail shows it (docs/decisions/account-after-a-change.md,
 * docs/http-api.md): the quote's lines, then each fee as a line of its own, then **Total to pay**,
 * which is the sum of the lines; what the visitor still owes; and what the company owes back.
 */
import { addBusinessDays } from "./days";
import { REFUND_TIMES } from "./policy-tables";
import { formatRupees } from "./rupees";
import { PRIVATE_ROOM_SUPPLEMENT, privateRoomAmount } from "./private-room";
import { refundTiers } from "./refunds";
import type { AccountStatus } from "./allocation";
import type { Cancellation, Day, Instalment, InstalmentStatus, Quote, Region, RefundTier } from "./types";

/** One line of the account: `amount` is signed (a discount or a credit is negative). */
export interface AccountLine {
  label: string;
  amount: number;
  kind: "price" | "discount" | "extra" | "credit" | "fee";
}

export interface AccountView {
  lines: AccountLine[];
  /** `total` + fees: the sum of `lines`. */
  totalToPay: number;
  /** What the visitor still owes: never below 0, and 0 before acceptance and once the booking is cancelled. */
  balance: number;
  /** What the company owes back and has not paid yet: the refund, or what was paid beyond `totalToPay`. */
  owedToVisitor: number;
  /** The first instalment not fully paid; null once cancelled or when nothing is owed. */
  nextDue: InstalmentStatus | null;
  /** The schedule as shown: a cancelled booking's unpaid instalments are `cancelled`, never due. */
  schedule: InstalmentStatus[];
  /** What a late fee would add now; 0 once cancelled. */
  lateFee: number;
}

export interface AccountViewInput {
  /** The accepted quote, else the one shown (its lines); null before any quote. */
  quote: (Pick<Quote, "travellers" | "pricePerPerson" | "base" | "discounts" | "extras" | "credit" | "total"> & Partial<Pick<Quote, "privateRooms" | "privateRoomSupplement">>) | null;
  /** accountStatus over the current instalments, with `paid` net of overpayment refunds already paid. */
  status: AccountStatus;
  cancelled: boolean;
  cancellation: Pick<Cancellation, "refund" | "flightReimbursement" | "refundPaidOn"> | null;
}

/** A fee is an instalment that is no share of the quote's total (percent 0): late fee, date change fee. */
export const isFee = (i: Instalment): boolean => i.percent === 0;

/** The quote's own lines, as its e-mail and the trip page write them. */
export function quoteLines(q: NonNullable<AccountViewInput["quote"]>): AccountLine[] {
  const privateRoom = privateRoomAmount(q.privateRooms ?? 0, q.privateRoomSupplement ?? 0);
  return [
    { label: `${q.travellers} ${q.travellers === 1 ? "traveller" : "travellers"} × ${formatRupees(q.pricePerPerson)}`, amount: q.base, kind: "price" },
    ...q.discounts.map((d): AccountLine => ({ label: `${d.label} (${d.percent} %)`, amount: -d.amount, kind: "discount" })),
    ...q.extras.map((e): AccountLine => ({ label: e.label, amount: e.amount, kind: "extra" })),
    ...(privateRoom > 0 ? [{ label: PRIVATE_ROOM_SUPPLEMENT, amount: privateRoom, kind: "extra" } as AccountLine] : []),
    ...(q.credit > 0 ? [{ label: "Retreat credit", amount: -q.credit, kind: "credit" } as AccountLine] : []),
  ];
}

export function accountView(input: AccountViewInput): AccountView {
  const { status, cancelled, cancellation } = input;
  const fees = status.schedule.filter(isFee);
  const lines = input.quote ? [...quoteLines(input.quote), ...fees.map((f): AccountLine => ({ label: f.label, amount: f.amount, kind: "fee" }))] : [];
  // Before acceptance there are no instalments: the quote's total is what would be to pay, and nothing is owed yet.
  const fixed = status.schedule.length > 0;
  const totalToPay = fixed ? status.total : (input.quote?.total ?? 0);
  const schedule = cancelled ? status.schedule.map((s) => (s.state === "paid" ? s : { ...s, state: "cancelled" as const })) : status.schedule;
  const refundOwed = cancellation && !cancellation.refundPaidOn ? cancellation.refund + cancellation.flightReimbursement : 0;
  return {
    lines,
    totalToPay,
    balance: cancelled || !fixed ? 0 : Math.max(0, totalToPay - status.paid),
    owedToVisitor: cancelled ? refundOwed : fixed ? Math.max(0, status.paid - totalToPay) : 0,
    nextDue: cancelled ? null : status.nextDue,
    schedule,
    lateFee: cancelled ? 0 : status.lateFee,
  };
}

/** The refund tiers from `today` on only: a tier already past is left out, and the first listed (the one that applies today) is marked `current`. */
export function refundTiersFrom(region: Region, startDate: Day, today: Day): RefundTier[] {
  const left = refundTiers(region, startDate).filter((t) => t.lastDay === null || t.lastDay >= today);
  return left.map((t, i) => (i === 0 ? { ...t, fromDay: null, current: true } : t));
}

/** An overpayment is owed back within the domestic refund time, counted from the payment that made it. */
export const overpaymentDueBy = (lastPaidOn: Day): Day => addBusinessDays(lastPaidOn, REFUND_TIMES.domestic.days);
