/**
 * POST /api/admin/bookings/:id/quotes (docs/money.md), validated the same way by the desk's
 * live preview and the server. The checks against today take the desk's day as an argument: the
 * server reads it from its clock, the desk from the server's.
 */
import { z } from "zod";
import { isMoneyText, NOT_MONEY_TEXT } from "../text-rules";
import { isDay } from "./days";
import { daysTooFarAhead } from "./plausible-days";
import { REGIONS } from "./types";

/** Far above any trip the company sells, and within the 32-bit amount columns with room to add. */
const MAX_QUOTE_AMOUNT = 100_000_000;
const MAX_TRAVELLERS = 1000;
const MAX_EXTRAS = 20;

const day = z
  .string()
  .max(10, "Must be a date (YYYY-MM-DD)")
  .refine((s) => isDay(s), "Must be a date (YYYY-MM-DD)");
const wholeNumber = (min: number, max: number, what: string) =>
  z
    .number({ invalid_type_error: `Must be ${what}`, required_error: "Required" })
    .int(`Must be ${what}`)
    .min(min, `Must be at least ${min}`)
    .max(max, `Must be at most ${max}`);
const label = z.string().trim().min(1, "Required").max(100, "Must be at most 100 characters").refine(isMoneyText, NOT_MONEY_TEXT);

export const quoteRequestSchema = z
  .object({
    startDate: day,
    endDate: day,
    travellers: wholeNumber(1, MAX_TRAVELLERS, "a whole number of travellers"),
    pricePerPerson: wholeNumber(1, MAX_QUOTE_AMOUNT, "whole rupees"),
    region: z.enum(REGIONS, { errorMap: () => ({ message: `Must be one of ${REGIONS.join(", ")}` }) }).optional(),
    extras: z
      .array(z.object({ label, amount: wholeNumber(1, MAX_QUOTE_AMOUNT, "whole rupees") }).strict())
      .max(MAX_EXTRAS, `At most ${MAX_EXTRAS} extras`)
      .default([]),
    /** Unset: found from the same person's earlier confirmed bookings; true or false overrides it. */
    returning: z.boolean({ invalid_type_error: "Must be true or false" }).optional(),
    /** The departure quoted from: its dates and price fill what the body leaves out, and its acceptance takes its places. */
    departureId: wholeNumber(1, 2_147_483_647, "a departure id").optional(),
    /** Private rooms (0 to `travellers`), on a departure that has them; its supplement per person fills `privateRoomSupplement`. */
    privateRooms: wholeNumber(0, MAX_TRAVELLERS, "a whole number of rooms").default(0),
    privateRoomSupplement: wholeNumber(0, MAX_QUOTE_AMOUNT, "whole rupees").optional(),
    /** The cancelled booking whose retreat credit is applied. */
    creditFrom: wholeNumber(1, 2_147_483_647, "a booking id").optional(),
    validUntil: day.optional(),
    note: z
      .string()
      .trim()
      .max(2000, "Must be at most 2000 characters")
      .refine(isMoneyText, NOT_MONEY_TEXT)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict()
  .superRefine((q, ctx) => {
    if (q.endDate < q.startDate) ctx.addIssue({ code: "custom", path: ["endDate"], message: "Must be on or after the start date" });
    if (q.privateRooms > q.travellers) ctx.addIssue({ code: "custom", path: ["privateRooms"], message: `Must be at most ${q.travellers}, one for each traveller` });
    if (q.privateRooms > 0 && q.departureId === undefined) ctx.addIssue({ code: "custom", path: ["privateRooms"], message: "Private rooms are quoted on a departure" });
    const extras = q.extras.reduce((sum, e) => sum + e.amount, 0) + q.privateRooms * (q.privateRoomSupplement ?? 0);
    if (q.travellers * q.pricePerPerson + extras > MAX_QUOTE_AMOUNT) {
      ctx.addIssue({ code: "custom", path: ["pricePerPerson"], message: `The total must be at most ${MAX_QUOTE_AMOUNT} rupees` });
    }
  });
export type QuoteRequest = z.infer<typeof quoteRequestSchema>;

/**
 * The request's days against the desk's today: no trip starting in the past, no quote valid only in
 * the past, and none of its days more than three years ahead.
 */
export function quoteDayIssues(q: Pick<QuoteRequest, "startDate" | "validUntil"> & { endDate?: string }, today: string): { path: string; message: string }[] {
  const issues: { path: string; message: string }[] = [];
  if (q.startDate < today) issues.push({ path: "startDate", message: "Must be today or later" });
  if (q.validUntil !== undefined && q.validUntil < today) issues.push({ path: "validUntil", message: "Must be today or later" });
  const far = daysTooFarAhead({ startDate: q.startDate, endDate: q.endDate, validUntil: q.validUntil }, today);
  return [...issues, ...far.filter((f) => !issues.some((i) => i.path === f.path))];
}

export const acceptQuoteSchema = z.object({ quoteId: wholeNumber(1, 2_147_483_647, "a quote id") }).strict();
