import { and, asc, eq, getTableColumns, gt, gte, lte, or } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { payments } from "@shared/schema/money";
import type { Day } from "@shared/money";
import type { Db } from "../../db";

export type PaymentCsvRow = typeof payments.$inferSelect & { bookingReference: string; firstName: string; lastName: string };

/** The payments of a period for the accountant. */
export function paymentsCsvStorage(db: Db) {
  return {
    /** Every payment received from `from` to `to` (voided ones too), by day received, in batches. */
    async *iteratePayments(from: Day, to: Day, batch = 500): AsyncGenerator<PaymentCsvRow> {
      let after: { receivedOn: Day; id: number } | undefined;
      for (;;) {
        const rows: PaymentCsvRow[] = await db
          .select({ ...getTableColumns(payments), bookingReference: bookings.reference, firstName: bookings.firstName, lastName: bookings.lastName })
          .from(payments)
          .innerJoin(bookings, eq(bookings.id, payments.bookingId))
          .where(
            and(
              gte(payments.receivedOn, from),
              lte(payments.receivedOn, to),
              after ? or(gt(payments.receivedOn, after.receivedOn), and(eq(payments.receivedOn, after.receivedOn), gt(payments.id, after.id))) : undefined,
            ),
          )
          .orderBy(asc(payments.receivedOn), asc(payments.id))
          .limit(batch);
        yield* rows;
        if (rows.length < batch) return;
        const last = rows[rows.length - 1];
        after = { receivedOn: last.receivedOn, id: last.id };
      }
    },
  };
}

