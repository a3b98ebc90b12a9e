import type { Day } from "@shared/money";
import type { Db } from "../../db";
import { readAccount } from "./account";
import { paymentCommandStorage } from "./payments";
import { paymentMailStorage } from "./payment-mail";
import { cancellationStorage } from "./cancellations";
import { dateChangeStorage } from "./date-changes";
import { reminderStorage } from "./reminders";
import { moneyInsightsStorage } from "./money-insights";
import { paymentsCsvStorage } from "./payments-csv";
import type { Clock } from "../../core/clock";

/** The money that comes in and goes back after acceptance: one entry for server/storage/index.ts. */
export function paymentStorage(db: Db, clock: Clock) {
  return {
    ...paymentCommandStorage(db, clock),
    ...paymentMailStorage(db),
    ...cancellationStorage(db, clock),
    ...dateChangeStorage(db, clock),
    ...reminderStorage(db),
    ...moneyInsightsStorage(db),
    ...paymentsCsvStorage(db),
    /** The account a command answers with, read after it committed. */
    async moneyAccount(bookingId: number, today: Day) {
      return readAccount(db, bookingId, today);
    },
  };
}
