-- Departures (CONTRACT "Departures: dates, prices and places"): the dated, priced programmes the
-- company sells, the booking's departure and its place on the waiting list, the quote's departure,
-- and the once-only "a place has opened" e-mails. Places taken are read from the accepted quotes
-- under a lock on the departure's row, never stored. Only adds.
CREATE TABLE IF NOT EXISTS "departures" (
	"id" serial PRIMARY KEY NOT NULL,
	"programme" text NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"price_per_person" integer NOT NULL,
	"places" integer NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "departures_status_check" CHECK ("departures"."status" in ('open', 'closed', 'cancelled')),
	CONSTRAINT "departures_amounts_check" CHECK ("departures"."price_per_person" >= 1 and "departures"."places" between 1 and 500 and "departures"."end_date" >= "departures"."start_date")
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "departures_programme_start_idx" ON "departures" USING btree ("programme","start_date") WHERE "departures"."status" <> 'cancelled';
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "departures_start_idx" ON "departures" USING btree ("start_date","id");
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "waitlist_notices" (
	"booking_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "waitlist_notices_booking_id_departure_id_pk" PRIMARY KEY("booking_id","departure_id")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "departure_id" integer REFERENCES "departures"("id");
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "waitlisted_at" timestamp with time zone;
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "waitlist_travellers" integer;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN IF NOT EXISTS "departure_id" integer REFERENCES "departures"("id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_departure_idx" ON "bookings" USING btree ("departure_id","id") WHERE "bookings"."departure_id" is not null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "bookings_waitlist_idx" ON "bookings" USING btree ("departure_id","waitlisted_at","id") WHERE "bookings"."waitlisted_at" is not null;
