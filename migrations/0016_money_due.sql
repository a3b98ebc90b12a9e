-- The desk's money views (Payments due, Payments overdue, Refunds owed) page on two columns of the
-- booking: the due date of its earliest instalment not fully paid, and the day its owed refund is
-- due by. The money storage keeps both in the transaction of every money change
-- (server/storage/money/money-due-sql.ts); each view is then a range of a small partial index. Only adds.
ALTER TABLE "bookings" ADD COLUMN "payment_due_on" date;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "refund_due_by" date;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_payment_due_idx" ON "bookings" USING btree ("payment_due_on","id") WHERE "bookings"."suspect" is null and "bookings"."payment_due_on" is not null;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_refund_due_idx" ON "bookings" USING btree ("refund_due_by","id") WHERE "bookings"."suspect" is null and "bookings"."refund_due_by" is not null;--> statement-breakpoint
-- Accounts written before these columns: the same expressions as money-due-sql.ts.
UPDATE "bookings" b SET
  "payment_due_on" = (
    select min(r.due_date) from (
      select i.due_date, sum(i.amount) over (order by i.due_date, i.id) as upto
      from instalments i where i.booking_id = b.id and i.replaced_at is null
    ) r
    where r.upto > coalesce((select sum(p.amount) from payments p where p.booking_id = b.id and p.voided_at is null), 0)
      and not exists (select 1 from cancellations c where c.booking_id = b.id)
  ),
  "refund_due_by" = (
    select coalesce(c.refund_due_by, c."on") from cancellations c
    where c.booking_id = b.id and c.refund + c.flight_reimbursement > 0 and c.refund_paid_on is null
  )
WHERE b.id IN (select booking_id from instalments union select booking_id from cancellations);
