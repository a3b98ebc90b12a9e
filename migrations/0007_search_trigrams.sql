-- The desk's search (name, e-mail, category, reference; the phone in any form) matches substrings:
-- trigram GIN indexes on exactly the expressions the query uses (shared/schema.ts bookingSearchTextSql,
-- bookingPhoneDigitsSql). pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "bookings_search_idx" ON "bookings" USING gin (("first_name" || ' ' || "last_name" || ' ' || "email" || ' ' || "trip_category" || ' ' || "reference") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "bookings_phone_search_idx" ON "bookings" USING gin ((regexp_replace("phone", '[^0-9]', '', 'g') || ' ' || coalesce("phone_e164", '')) gin_trgm_ops);
