-- A booking's reference: 8 characters from an alphabet without look-alikes (no 0/O, 1/I/L), so a
-- visitor can read it out on the phone. Uniqueness is kept by bookings_reference_idx.
CREATE OR REPLACE FUNCTION booking_reference() RETURNS text LANGUAGE sql VOLATILE AS $$
  SELECT string_agg(substr('23456789ABCDEFGHJKMNPQRSTUVWXYZ', 1 + floor(random() * 31)::int, 1), '')
  FROM generate_series(1, 8)
$$;--> statement-breakpoint
CREATE TABLE "audit_log" (
	"id" serial PRIMARY KEY NOT NULL,
	"at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"actor_id" integer,
	"actor" text,
	"action" text NOT NULL,
	"target" text,
	"address" text,
	"detail" jsonb
);
--> statement-breakpoint
CREATE TABLE "booking_activities" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"kind" text NOT NULL,
	"body" text,
	"data" jsonb,
	"by_user_id" integer,
	"by" text NOT NULL,
	"at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "mail_outbox" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"kind" text NOT NULL,
	"to_address" text NOT NULL,
	"message_id" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"next_attempt_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"lease_until" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"sent_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "recovery_codes" (
	"id" serial PRIMARY KEY NOT NULL,
	"user_id" integer NOT NULL,
	"code_hash" text NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "reference" text DEFAULT booking_reference() NOT NULL;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "assignee_id" integer;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "first_response_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "due_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) + interval '24 hours' NOT NULL;--> statement-breakpoint
-- Enquiries of the previous release: the promise ran from their own arrival, and the first status
-- change away from pending was their first response.
UPDATE "bookings" SET "due_at" = "created_at" + interval '24 hours';--> statement-breakpoint
UPDATE "bookings" b SET "first_response_at" = h.first_at
  FROM (SELECT "booking_id", min("changed_at") AS first_at FROM "booking_status_history" WHERE "from_status" = 'pending' GROUP BY "booking_id") h
  WHERE h."booking_id" = b."id";--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "suspect" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_path" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "source_programme" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "referrer" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_source" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_medium" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "utm_campaign" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "erased_at" timestamp with time zone;--> statement-breakpoint
-- Every user that existed before roles is an admin; accounts created from now on default to agent.
ALTER TABLE "users" ADD COLUMN "role" text DEFAULT 'admin' NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ALTER COLUMN "role" SET DEFAULT 'agent';--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "disabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "must_change_password" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_secret" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_enabled_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "totp_last_step" bigint;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "last_sign_in_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL;--> statement-breakpoint
ALTER TABLE "audit_log" ADD CONSTRAINT "audit_log_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "booking_activities" ADD CONSTRAINT "booking_activities_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "recovery_codes" ADD CONSTRAINT "recovery_codes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_at_idx" ON "audit_log" USING btree ("at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_idx" ON "audit_log" USING btree ("actor","at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_idx" ON "audit_log" USING btree ("action","at","id");--> statement-breakpoint
CREATE INDEX "booking_activities_booking_idx" ON "booking_activities" USING btree ("booking_id","id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_outbox_message_id_idx" ON "mail_outbox" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_due_idx" ON "mail_outbox" USING btree ("next_attempt_at") WHERE "mail_outbox"."status" in ('queued', 'sending');--> statement-breakpoint
CREATE INDEX "mail_outbox_booking_idx" ON "mail_outbox" USING btree ("booking_id");--> statement-breakpoint
CREATE INDEX "mail_outbox_to_idx" ON "mail_outbox" USING btree ("to_address","created_at");--> statement-breakpoint
CREATE INDEX "recovery_codes_user_idx" ON "recovery_codes" USING btree ("user_id");--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_reference_idx" ON "bookings" USING btree ("reference");--> statement-breakpoint
CREATE INDEX "bookings_inbox_idx" ON "bookings" USING btree ("created_at","id") WHERE "bookings"."suspect" is null;--> statement-breakpoint
CREATE INDEX "bookings_inbox_status_idx" ON "bookings" USING btree ("status","created_at","id") WHERE "bookings"."suspect" is null;--> statement-breakpoint
CREATE INDEX "bookings_awaiting_reply_idx" ON "bookings" USING btree ("due_at","id") WHERE "bookings"."suspect" is null and "bookings"."first_response_at" is null;--> statement-breakpoint
CREATE INDEX "bookings_assignee_idx" ON "bookings" USING btree ("assignee_id","created_at","id") WHERE "bookings"."suspect" is null;--> statement-breakpoint
CREATE INDEX "bookings_spam_idx" ON "bookings" USING btree ("created_at","id") WHERE "bookings"."suspect" is not null;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_role_check" CHECK ("users"."role" in ('admin', 'agent'));