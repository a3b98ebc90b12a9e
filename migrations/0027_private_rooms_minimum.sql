-- Private rooms and a minimum to run (CONTRACT wave 6, "Places held fairly"). Only adds.
-- How many of a departure's places can be had as a room of one's own, and the supplement per person for one.
ALTER TABLE "departures" ADD COLUMN IF NOT EXISTS "private_rooms" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN IF NOT EXISTS "private_room_supplement" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The travellers a departure needs to run (null: none), and the day the company decides (null: 45 days before its start).
ALTER TABLE "departures" ADD COLUMN IF NOT EXISTS "minimum" integer;
--> statement-breakpoint
ALTER TABLE "departures" ADD COLUMN IF NOT EXISTS "decide_by" date;
--> statement-breakpoint
ALTER TABLE "departures" ADD CONSTRAINT "departures_rooms_check" CHECK ("departures"."private_rooms" >= 0 and "departures"."private_room_supplement" >= 0 and ("departures"."minimum" is null or "departures"."minimum" >= 1)) NOT VALID;
--> statement-breakpoint
-- The private rooms a quote asks for and the supplement per person it was priced at; acceptance takes the rooms.
ALTER TABLE "quotes" ADD COLUMN IF NOT EXISTS "private_rooms" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
ALTER TABLE "quotes" ADD COLUMN IF NOT EXISTS "private_room_supplement" integer DEFAULT 0 NOT NULL;
--> statement-breakpoint
-- The private rooms the visitor asked for in the enquiry dialog; the desk's quote form starts from it.
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "private_rooms_wished" integer;
