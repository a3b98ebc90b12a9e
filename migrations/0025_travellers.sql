-- Each traveller's details after acceptance and the booking's insurance (shared/schema/travellers.ts).
-- Document numbers and medical notes are stored only as AES-256-GCM ciphertext (*_sealed). Only adds.
CREATE TABLE IF NOT EXISTS "travellers" (
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"n" integer NOT NULL,
	"full_name" text,
	"date_of_birth" date,
	"nationality" text,
	"document_type" text,
	"document_number_sealed" text,
	"document_expiry" date,
	"dietary" text,
	"medical_sealed" text,
	"emergency_name" text,
	"emergency_phone" text,
	"complete" boolean DEFAULT false NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "travellers_booking_id_n_pk" PRIMARY KEY("booking_id","n"),
	CONSTRAINT "travellers_n_check" CHECK ("n" >= 1),
	CONSTRAINT "travellers_document_type_check" CHECK ("document_type" in ('passport', 'id-card'))
);
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "travellers_sealed_idx" ON "travellers" USING btree ("booking_id") WHERE "document_number_sealed" is not null or "medical_sealed" is not null;
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "booking_insurance" (
	"booking_id" integer PRIMARY KEY NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"insurer" text NOT NULL,
	"policy_number" text NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "traveller_reminders" (
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE cascade,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "traveller_reminders_booking_id_kind_pk" PRIMARY KEY("booking_id","kind")
);
