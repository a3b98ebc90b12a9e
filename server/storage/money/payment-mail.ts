import { eq } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { dateChanges, payments } from "@shared/schema/money";
import { overpaymentRefunds } from "@shared/schema/refunds";
import type { Day } from "@shared/money";
import { isPaymentMailKind, type PaymentMailKind, type ReminderKind } from "@shared/money/payment-mail-kinds";
import type { Db } from "../../db";
import { readBookingMoney, type BookingMoney, type InstalmentWithRow, type PaymentRow } from "./booking-money";
import { sealedTripLink } from "./trip-links";

/** What a money e-mail says, read when it is sent from the ids its outbox row holds. */
export interface PaymentMailContent {
  kind: PaymentMailKind;
  money: BookingMoney;
  /** The trip page's token, sealed; the mail worker opens it. Null when the booking has no live link. */
  sealedLink: string | null;
  payment?: PaymentRow;
  /** A reminder's instalment and which reminder it is. */
  reminder?: { kind: ReminderKind; instalment: InstalmentWithRow };
  dateChange?: typeof dateChanges.$inferSelect;
  /** The late fee's instalment. */
  lateFee?: InstalmentWithRow;
  /** An overpayment paid back (a cancellation's refund is on `money.cancellation`). */
  refund?: typeof overpaymentRefunds.$inferSelect;
}

interface MailData {
  paymentId?: number;
  instalmentId?: number;
  reminder?: ReminderKind;
  dateChangeId?: number;
  refundId?: number;
}

type Found = Omit<PaymentMailContent, "sealedLink" | "kind" | "money">;

/** The row the e-mail is about; undefined when it is gone or there is nothing to say about it any more. */
async function aboutOf(db: Db, kind: PaymentMailKind, money: BookingMoney, data: MailData): Promise<Found | undefined> {
  switch (kind) {
    case "payment-reminder": {
      const instalment = money.instalments.find((i) => i.row.id === data.instalmentId);
      // Nothing more is owed on a cancelled booking: no reminder, even one queued before.
      if (!instalment || instalment.state === "paid" || money.cancellation || money.booking.status === "cancelled" || !data.reminder) return undefined;
      return { reminder: { kind: data.reminder, instalment } };
    }
    case "payment-receipt": {
      const [payment] = await db.select().from(payments).where(eq(payments.id, data.paymentId ?? 0));
      return payment ? { payment } : undefined;
    }
    case "date-change": {
      const [change] = await db.select().from(dateChanges).where(eq(dateChanges.id, data.dateChangeId ?? 0));
      return change ? { dateChange: change } : undefined;
    }
    case "late-fee": {
      const fee = money.instalments.find((i) => i.row.id === data.instalmentId);
      return fee ? { lateFee: fee } : undefined;
    }
    case "refund-paid": {
      if (data.refundId === undefined) return money.cancellation?.refundPaidOn ? {} : undefined;
      const [refund] = await db.select().from(overpaymentRefunds).where(eq(overpaymentRefunds.id, data.refundId));
      return refund ? { refund } : undefined;
    }
    case "cancellation-settlement":
      return money.cancellation ? {} : undefined;
  }
}

/** The content of the money e-mails, rendered when sent. */
export function paymentMailStorage(db: Db) {
  return {
    /**
     * Undefined when there is nothing to say any more: the booking or its data is gone, or a
     * reminder's instalment was paid, moved or cancelled between queueing and sending.
     */
    async paymentMailContent(outboxId: number, today: Day): Promise<PaymentMailContent | undefined> {
      const [row] = await db.select({ kind: mailOutbox.kind, bookingId: mailOutbox.bookingId, data: mailOutbox.data }).from(mailOutbox).where(eq(mailOutbox.id, outboxId));
      if (!row || row.bookingId === null || !isPaymentMailKind(row.kind)) return undefined;
      const money = await readBookingMoney(db, row.bookingId, today, false);
      if (!money || money.booking.erasedAt) return undefined;
      const found = await aboutOf(db, row.kind, money, (row.data ?? {}) as MailData);
      if (!found) return undefined;
      return { kind: row.kind, money, sealedLink: await sealedTripLink(db, row.bookingId), ...found };
    },

    /** Keeps what a money e-mail said, for the desk's timeline. */
    async keepMailText(outboxId: number, text: string): Promise<void> {
      await db.update(mailOutbox).set({ textBody: text }).where(eq(mailOutbox.id, outboxId));
    },
  };
}
