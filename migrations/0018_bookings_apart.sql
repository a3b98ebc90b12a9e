-- The bookings the money views leave out (spam, or personal data erased): few, so the views' counts
-- over instalment_owed set them apart with one small index instead of reading every booking they
-- count (server/storage/booking-list.ts). Only adds.
CREATE INDEX IF NOT EXISTS "bookings_apart_idx" ON "bookings" USING btree ("id") WHERE "bookings"."suspect" is not null or "bookings"."erased_at" is not null;
