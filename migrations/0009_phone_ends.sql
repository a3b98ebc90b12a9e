-- The desk's search for a whole phone number: each booking's phone read backwards (digits as typed,
-- and its E.164 form), so the number or its last digits are a prefix found in a btree range
-- (bookingPhoneEndsSql in shared/schema.ts; server/storage/bookings.ts).
CREATE INDEX "bookings_phone_end_idx" ON "bookings" USING btree (reverse(regexp_replace("phone", '[^0-9]', '', 'g')) text_pattern_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_e164_end_idx" ON "bookings" USING btree (reverse("phone_e164") text_pattern_ops);