-- The bookings that owe something, by id, with the day they owe from: Payments due finds its few
-- bookings by id (from instalment_owed) and orders them by that day on this index alone, then reads
-- the rows of one page only (server/storage/booking-list.ts). Only adds.
CREATE INDEX IF NOT EXISTS "bookings_owing_idx" ON "bookings" USING btree ("id") INCLUDE ("payment_due_on") WHERE "bookings"."suspect" is null and "bookings"."erased_at" is null and "bookings"."payment_due_on" is not null;
