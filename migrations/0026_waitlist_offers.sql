-- Places held fairly (CONTRACT wave 6): the offers of freed places to the first in line who fits,
-- each held until its end time, taken over by a quote, lapsed, skipped or withdrawn. One open offer
-- per booking. The open quotes of a departure are read by their own index to count the places they
-- hold. Only adds.
CREATE TABLE IF NOT EXISTS "waitlist_offers" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"departure_id" integer NOT NULL,
	"travellers" integer NOT NULL,
	"offered_at" timestamp with time zone NOT NULL,
	"offered_until" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone,
	"outcome" text,
	CONSTRAINT "waitlist_offers_outcome_check" CHECK ("waitlist_offers"."outcome" is null or "waitlist_offers"."outcome" in ('quoted', 'lapsed', 'skipped', 'left', 'withdrawn'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "waitlist_offers_open_idx" ON "waitlist_offers" USING btree ("booking_id") WHERE "waitlist_offers"."ended_at" is null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_offers_departure_idx" ON "waitlist_offers" USING btree ("departure_id","offered_until") WHERE "waitlist_offers"."ended_at" is null;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "waitlist_offers_booking_idx" ON "waitlist_offers" USING btree ("booking_id","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_open_departure_idx" ON "quotes" USING btree ("departure_id","booking_id") WHERE "quotes"."state" = 'open' and "quotes"."departure_id" is not null;
