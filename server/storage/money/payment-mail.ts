import { eq } from "drizzle-orm";
import { mailOutbox } from "@shared/schema/mail";
import { dateChanges, payments } from "@shared/schema/money";
import type { Day } from "@shared/money";
import { isPaymentMailKind, type PaymentMailKind, type ReminderKind } from "@shared/money/payment-mail-kinds";
import type { Db } from "../../db";
import { readBookingMoney, type BookingMoney, type InstalmentWithRow, type PaymentRow } from "./booking-money";

/** What a money e-mail says, read when it is sent from the ids its outbox row holds. */
export interface PaymentMailContent {
  kind: PaymentMailKind;
  money: BookingMoney;
  payment?: PaymentRow;
  /** A reminder's instalment and which reminder it is. */
  reminder?: { kind: ReminderKind; instalment: InstalmentWithRow };
  dateChange?: typeof dateChanges.$inferSelect;
}

interface MailData {
  paymentId?: number;
  instalmentId?: number;
  reminder?: ReminderKind;
  dateChangeId?: number;
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
      const data = (row.data ?? {}) as MailData;
      if (row.kind === "payment-reminder") {
        const instalment = money.instalments.find((i) => i.row.id === data.instalmentId);
        if (!instalment || instalment.state === "paid" || money.cancellation || !data.reminder) return undefined;
        return { kind: row.kind, money, reminder: { kind: data.reminder, instalment } };
      }
      if (row.kind === "payment-receipt") {
        const [payment] = await db.select().from(payments).where(eq(payments.id, data.paymentId ?? 0));
        return payment ? { kind: row.kind, money, payment } : undefined;
      }
      if (row.kind === "date-change") {
        const [change] = await db.select().from(dateChanges).where(eq(dateChanges.id, data.dateChangeId ?? 0));
        return change ? { kind: row.kind, money, dateChange: change } : undefined;
      }
      return money.cancellation ? { kind: row.kind, money } : undefined;
    },
  };
}
