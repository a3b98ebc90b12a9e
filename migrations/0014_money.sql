-- The money of a booking (CONTRACT "From quote to trip"): quotes, the accepted schedule and its fees,
-- payments, cancellations, date changes, the trip page's link and the reminders sent. Only adds.
CREATE TABLE "cancellations" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"settlement" text NOT NULL,
	"on" date NOT NULL,
	"days_before" integer NOT NULL,
	"percent" integer NOT NULL,
	"paid" integer NOT NULL,
	"refund" integer NOT NULL,
	"credit" integer NOT NULL,
	"credit_valid_until" date,
	"flight_reimbursement" integer DEFAULT 0 NOT NULL,
	"refund_due_by" date,
	"refund_paid_on" date,
	"refund_method" text,
	"refund_reference" text,
	"refund_recorded_by" text,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "date_changes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"from_start" date NOT NULL,
	"from_end" date NOT NULL,
	"to_start" date NOT NULL,
	"to_end" date NOT NULL,
	"fee" integer NOT NULL,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL
);
--> statement-breakpoint
CREATE TABLE "instalments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"quote_id" integer NOT NULL,
	"kind" text NOT NULL,
	"label" text NOT NULL,
	"percent" integer NOT NULL,
	"amount" integer NOT NULL,
	"due_date" date NOT NULL,
	"covers" jsonb,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"created_by" text NOT NULL,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "instalments_kind_check" CHECK ("instalments"."kind" in ('schedule', 'late-fee', 'date-change-fee')),
	CONSTRAINT "instalments_amount_check" CHECK ("instalments"."amount" >= 0 and "instalments"."percent" between 0 and 100)
);
--> statement-breakpoint
CREATE TABLE "payment_reminders" (
	"instalment_id" integer NOT NULL,
	"kind" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "payment_reminders_instalment_id_kind_pk" PRIMARY KEY("instalment_id","kind")
);
--> statement-breakpoint
CREATE TABLE "payments" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"amount" integer NOT NULL,
	"received_on" date NOT NULL,
	"method" text NOT NULL,
	"reference" text,
	"note" text,
	"recorded_by_id" integer,
	"recorded_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"voided_at" timestamp with time zone,
	"void_reason" text,
	"voided_by" text,
	CONSTRAINT "payments_amount_check" CHECK ("payments"."amount" >= 1)
);
--> statement-breakpoint
CREATE TABLE "quotes" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer NOT NULL,
	"number" integer NOT NULL,
	"start_date" date NOT NULL,
	"end_date" date NOT NULL,
	"travellers" integer NOT NULL,
	"price_per_person" integer NOT NULL,
	"region" text NOT NULL,
	"base" integer NOT NULL,
	"discounts" jsonb NOT NULL,
	"extras" jsonb NOT NULL,
	"credit" integer DEFAULT 0 NOT NULL,
	"credit_from_id" integer,
	"total" integer NOT NULL,
	"valid_until" date NOT NULL,
	"state" text DEFAULT 'open' NOT NULL,
	"note" text,
	"created_by_id" integer,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"accepted_at" timestamp with time zone,
	"replaced_at" timestamp with time zone,
	CONSTRAINT "quotes_state_check" CHECK ("quotes"."state" in ('open', 'accepted', 'replaced')),
	CONSTRAINT "quotes_region_check" CHECK ("quotes"."region" in ('domestic', 'international')),
	CONSTRAINT "quotes_amounts_check" CHECK ("quotes"."travellers" >= 1 and "quotes"."price_per_person" >= 1 and "quotes"."total" >= 0 and "quotes"."credit" >= 0)
);
--> statement-breakpoint
CREATE TABLE "trip_links" (
	"booking_id" integer PRIMARY KEY NOT NULL,
	"token_hash" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "data" jsonb;--> statement-breakpoint
ALTER TABLE "cancellations" ADD CONSTRAINT "cancellations_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "date_changes" ADD CONSTRAINT "date_changes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "instalments" ADD CONSTRAINT "instalments_quote_id_quotes_id_fk" FOREIGN KEY ("quote_id") REFERENCES "public"."quotes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payment_reminders" ADD CONSTRAINT "payment_reminders_instalment_id_instalments_id_fk" FOREIGN KEY ("instalment_id") REFERENCES "public"."instalments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "payments" ADD CONSTRAINT "payments_recorded_by_id_users_id_fk" FOREIGN KEY ("recorded_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_credit_from_id_bookings_id_fk" FOREIGN KEY ("credit_from_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quotes" ADD CONSTRAINT "quotes_created_by_id_users_id_fk" FOREIGN KEY ("created_by_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "trip_links" ADD CONSTRAINT "trip_links_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "cancellations_refund_due_idx" ON "cancellations" USING btree ("refund_due_by","booking_id") WHERE "cancellations"."refund_due_by" is not null and "cancellations"."refund_paid_on" is null;--> statement-breakpoint
CREATE INDEX "cancellations_credit_idx" ON "cancellations" USING btree ("credit_valid_until") WHERE "cancellations"."credit" > 0;--> statement-breakpoint
CREATE INDEX "date_changes_booking_idx" ON "date_changes" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "instalments_booking_idx" ON "instalments" USING btree ("booking_id","due_date") WHERE "instalments"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "instalments_due_idx" ON "instalments" USING btree ("due_date","booking_id") WHERE "instalments"."replaced_at" is null;--> statement-breakpoint
CREATE INDEX "payments_booking_idx" ON "payments" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "payments_received_idx" ON "payments" USING btree ("received_on");--> statement-breakpoint
CREATE UNIQUE INDEX "payments_method_reference_idx" ON "payments" USING btree ("method",lower("reference")) WHERE "payments"."reference" is not null and "payments"."voided_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_booking_number_idx" ON "quotes" USING btree ("booking_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "quotes_accepted_idx" ON "quotes" USING btree ("booking_id") WHERE "quotes"."state" = 'accepted';--> statement-breakpoint
CREATE INDEX "quotes_credit_from_idx" ON "quotes" USING btree ("credit_from_id") WHERE "quotes"."credit_from_id" is not null;--> statement-breakpoint
CREATE INDEX "quotes_accepted_at_idx" ON "quotes" USING btree ("accepted_at") WHERE "quotes"."state" = 'accepted';--> statement-breakpoint
CREATE UNIQUE INDEX "trip_links_token_idx" ON "trip_links" USING btree ("token_hash");