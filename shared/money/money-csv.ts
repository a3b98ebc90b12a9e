/**
 * The payments CSV for the accountant (`GET /api/admin/payments.csv`; docs/decisions/money-views.md): money in
 * is positive, money paid back negative, so the Amount column sums to what Insights says was
 * received less what was refunded; a voided payment's amount stands in a column of its own.
 */
import { deskIso } from "../desk-clock";
import { PAYMENT_METHOD_LABELS, type Day, type PaymentMethod } from "./types";

/** One movement of money on a booking: a payment received (voided or not), or a refund paid out. */
export interface MoneyCsvEntry {
  kind: "payment" | "refund";
  id: number;
  /** The day received, or the day the refund was paid. */
  on: Day;
  amount: number;
  method: string;
  reference: string | null;
  note: string | null;
  voidedAt: Date | null;
  voidReason: string | null;
  recordedBy: string | null;
  recordedAt: Date | null;
  bookingReference: string;
  name: string;
}

/** The header names the zone the times are written in. */
export function moneyCsvHeader(timeZone: string): string[] {
  return [
    "Kind",
    "Number",
    "Date",
    "Amount (INR)",
    "Voided amount (INR)",
    "Method",
    "Reference",
    "Note",
    "Void reason",
    `Voided at (${timeZone})`,
    "Recorded by",
    `Recorded at (${timeZone})`,
    "Booking",
    "Name",
  ];
}

/** `2026-11-28 19:25` in the zone: what a spreadsheet reads as a date and time. */
export function sheetTime(at: Date | null, timeZone: string): string {
  if (!at) return "";
  const iso = deskIso(at, timeZone);
  return `${iso.slice(0, 10)} ${iso.slice(11, 16)}`;
}

/** The cells of one entry, in the header's order. */
export function moneyCsvCells(e: MoneyCsvEntry, timeZone: string): (string | number)[] {
  const voided = e.kind === "payment" && e.voidedAt !== null;
  const signed = e.kind === "refund" ? -e.amount : e.amount;
  return [
    e.kind === "refund" ? "Refund" : voided ? "Payment (voided)" : "Payment",
    e.id,
    e.on,
    voided ? "" : signed,
    voided ? e.amount : "",
    PAYMENT_METHOD_LABELS[e.method as PaymentMethod] ?? e.method,
    e.reference ?? "",
    e.note ?? "",
    e.voidReason ?? "",
    sheetTime(e.voidedAt, timeZone),
    e.recordedBy ?? "",
    sheetTime(e.recordedAt, timeZone),
    e.bookingReference,
    e.name,
  ];
}
