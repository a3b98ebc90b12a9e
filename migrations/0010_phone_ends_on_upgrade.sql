-- 0009 was journalled with an earlier timestamp than 0008, and the migrator applies only what is
-- newer than the last applied migration: a database last migrated to 0008 never received 0009's
-- indexes. This makes sure it has them; on every other database it does nothing.
CREATE INDEX IF NOT EXISTS "bookings_phone_end_idx" ON "bookings" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_phone_e164_end_idx" ON "bookings" USING btree (reverse("phone_e164") text_pattern_ops);
