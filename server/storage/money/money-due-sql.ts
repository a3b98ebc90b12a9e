import { sql, type SQL } from "drizzle-orm";
import type { Db } from "../../db";

/**
 * The due date of a booking's earliest current instalment not fully paid, by the same allocation
 * as accountStatus (payments, voided ones excepted, fill the instalments in due order); null when
 * everything is paid, nothing is scheduled, or the booking was cancelled (its settlement then
 * says what is owed). `booking` is the SQL naming the booking's id.
 */
export function paymentDueOnSql(booking: SQL): SQL {
  return sql`(
    select min(r.due_date) from (
      select i.due_date, sum(i.amount) over (order by i.due_date, i.id) as upto
      from instalments i where i.booking_id = ${booking} and i.replaced_at is null
    ) r
    where r.upto > coalesce((select sum(p.amount) from payments p where p.booking_id = ${booking} and p.voided_at is null), 0)
      and not exists (select 1 from cancellations c where c.booking_id = ${booking})
  )`;
}

/** The day a booking's owed refund is due by; null when no refund is owed or it was paid. */
export function refundDueBySql(booking: SQL): SQL {
  return sql`(
    select coalesce(c.refund_due_by, c."on") from cancellations c
    where c.booking_id = ${booking} and c.refund + c.flight_reimbursement > 0 and c.refund_paid_on is null
  )`;
}

/** Sets the booking's payment_due_on and refund_due_by from its account as it now stands (inside the money change's transaction). */
export async function refreshMoneyDue(tx: Db, bookingId: number): Promise<void> {
  const id = sql`${bookingId}::int`;
  await tx.execute(sql`update bookings set payment_due_on = ${paymentDueOnSql(id)}, refund_due_by = ${refundDueBySql(id)} where id = ${bookingId}`);
}
