-- The account after a change (CONTRACT wave 5). Only adds.
-- A group of "6+ People" whose exact number was not given: groupSize 6, and this true.
ALTER TABLE "bookings" ADD COLUMN IF NOT EXISTS "group_size_at_least" boolean DEFAULT false NOT NULL;
--> statement-breakpoint
-- What the company paid back of an overpayment (a booking not cancelled that was paid beyond its total and fees).
CREATE TABLE IF NOT EXISTS "overpayment_refunds" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"paid_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "overpayment_refunds_amount_check" CHECK ("overpayment_refunds"."amount" >= 1),
	CONSTRAINT "overpayment_refunds_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "overpayment_refunds_booking_idx" ON "overpayment_refunds" USING btree ("booking_id","id");
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "overpayment_refunds_paid_idx" ON "overpayment_refunds" USING btree ("paid_on");
--> statement-breakpoint
-- The words a money e-mail said, kept when it is composed so the desk's timeline can show them.
ALTER TABLE "mail_outbox" ADD COLUMN IF NOT EXISTS "text_body" text;
