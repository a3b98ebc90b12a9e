/**
 * What the desk sends to record money and settle a booking (docs/money.md:
 * payments, date changes, cancellations), validated the same way on both sides. Checks that need today (a payment not in
 * the future, a start not in the past) are the server's, against the desk's clock.
 */
import { z } from "zod";
import { CANCELLATION_REASONS, PAYMENT_METHODS, SETTLEMENTS } from "./types";
import { isDay } from "./days";
import { isMoneyText, NOT_MONEY_TEXT } from "../text-rules";

/** Far above any trip the company sells, and within a 32-bit column with room to add. */
export const MAX_AMOUNT = 100_000_000;

const day = z
  .string()
  .max(10, "Must be a date (YYYY-MM-DD)")
  .refine((s) => isDay(s), "Must be a date (YYYY-MM-DD)");
const rupees = (min: number) =>
  z
    .number({ invalid_type_error: "Must be whole rupees" })
    .int("Must be whole rupees")
    .min(min, `Must be at least ${min}`)
    .max(MAX_AMOUNT, `Must be at most ${MAX_AMOUNT}`);
const method = z.enum(PAYMENT_METHODS, { errorMap: () => ({ message: `Must be one of ${PAYMENT_METHODS.join(", ")}` }) });
const reference = z.string().trim().max(100, "Must be at most 100 characters").refine(isMoneyText, NOT_MONEY_TEXT);
const note = z.string().trim().max(1000, "Must be at most 1000 characters").refine(isMoneyText, NOT_MONEY_TEXT);

/**
 * A payment received outside the site. The reference (the bank's, UPI's, the card terminal's) is
 * what stops the same transfer being entered twice, so it is required for every method but cash,
 * which has none (docs/decisions/payments.md).
 */
export const recordPaymentSchema = z
  .object({
    amount: rupees(1),
    receivedOn: day,
    method,
    reference: reference.nullish(),
    note: note.nullish(),
    /** An admin's yes to an amount past the booking's total and fees by more than the margin. */
    confirm: z.boolean({ invalid_type_error: "Must be true or false" }).optional(),
  })
  .strict()
  .superRefine((p, ctx) => {
    if (p.method !== "cash" && !p.reference) ctx.addIssue({ code: "custom", path: ["reference"], message: "Required (only cash has no reference)" });
  })
  .transform((p) => ({ ...p, reference: p.reference || null, note: p.note || null }));
export type RecordPaymentInput = z.infer<typeof recordPaymentSchema>;

export const voidPaymentSchema = z
  .object({ reason: z.string().trim().min(1, "Required").max(500, "Must be at most 500 characters").refine(isMoneyText, NOT_MONEY_TEXT) })
  .strict();

export const dateChangeSchema = z
  .object({
    startDate: day,
    endDate: day,
    /** The departure of the same programme the booking moves to: its dates are the new ones (the route fills them). */
    departureId: z.number({ invalid_type_error: "Must be a departure id" }).int("Must be a departure id").min(1, "Must be a departure id").max(2_147_483_647, "Must be a departure id").optional(),
  })
  .strict()
  .refine((d) => d.endDate >= d.startDate, { path: ["endDate"], message: "Must be on or after the start date" });
export type DateChangeInput = z.infer<typeof dateChangeSchema>;

export const cancellationSchema = z
  .object({
    reason: z.enum(CANCELLATION_REASONS, { errorMap: () => ({ message: `Must be one of ${CANCELLATION_REASONS.join(", ")}` }) }),
    settlement: z.enum(SETTLEMENTS, { errorMap: () => ({ message: `Must be one of ${SETTLEMENTS.join(", ")}` }) }),
    percent: z.number({ invalid_type_error: "Must be a whole percent" }).int("Must be a whole percent").min(0).max(100).optional(),
    flightReimbursement: rupees(0).optional(),
    on: day.optional(),
  })
  .strict();
export type CancellationRequest = z.infer<typeof cancellationSchema>;

export const refundPaidSchema = z
  .object({ paidOn: day, method, reference: z.string().trim().min(1, "Required").max(100, "Must be at most 100 characters").refine(isMoneyText, NOT_MONEY_TEXT) })
  .strict();
export type RefundPaidInput = z.infer<typeof refundPaidSchema>;

const month = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, "Must be a month (YYYY-MM)");

/** At most ten years of months in one chart. */
export const MAX_INSIGHT_MONTHS = 120;

export const moneyInsightsQuery = z
  .object({ from: month, to: month })
  .strict()
  .refine((q) => q.from <= q.to, { path: ["to"], message: "Must be on or after from" });

export const paymentsCsvQuery = z
  .object({ from: day, to: day })
  .strict()
  .refine((q) => q.from <= q.to, { path: ["to"], message: "Must be on or after from" });

// Kept beside the methods, where the trip page reads them without this module's zod.
export { PAYMENT_METHOD_LABELS } from "./types";
