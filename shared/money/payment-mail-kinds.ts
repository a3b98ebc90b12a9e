/** The visitor's e-mails about money received, owed, moved and settled (docs/money.md). */
export const PAYMENT_MAIL_KINDS = ["payment-receipt", "payment-reminder", "cancellation-settlement", "date-change", "late-fee", "refund-paid"] as const;
export type PaymentMailKind = (typeof PAYMENT_MAIL_KINDS)[number];

export function isPaymentMailKind(kind: string): kind is PaymentMailKind {
  return (PAYMENT_MAIL_KINDS as readonly string[]).includes(kind);
}

/** A reminder 7 days before an instalment's due date, and one when it becomes overdue. */
export const REMINDER_KINDS = ["due-soon", "overdue"] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];
