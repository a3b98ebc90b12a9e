import type { Payment, PaymentMethod } from "@shared/money";
import type { BookingMoney, PaymentRow } from "./booking-money";

/** Why a money command on a booking was refused before anything changed. */
export type MoneyRefusal =
  | { error: "no-booking" }
  | { error: "erased" }
  | { error: "no-quote" }
  | { error: "cancelled" }
  | { error: "duplicate"; reference: string }
  | { error: "no-payment" }
  | { error: "already-voided" }
  | { error: "nothing-overdue" }
  | { error: "late-fee-added" }
  | { error: "implausible"; path: string; message: string };

export function toPayment(p: PaymentRow): Payment {
  return {
    id: p.id,
    amount: p.amount,
    receivedOn: p.receivedOn,
    method: p.method as PaymentMethod,
    reference: p.reference,
    note: p.note,
    by: p.recordedBy,
    at: p.createdAt.toISOString(),
    voided: p.voidedAt !== null,
    voidReason: p.voidReason,
    voidedAt: p.voidedAt?.toISOString() ?? null,
  };
}

/** The refusal shared by every command that needs an accepted, live booking. */
export function moneyRefusalOf(money: BookingMoney | undefined): MoneyRefusal | undefined {
  if (!money) return { error: "no-booking" };
  if (money.booking.erasedAt) return { error: "erased" };
  if (!money.accepted) return { error: "no-quote" };
  if (money.booking.status === "cancelled" || money.cancellation) return { error: "cancelled" };
  return undefined;
}
