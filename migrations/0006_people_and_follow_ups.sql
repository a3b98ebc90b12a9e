CREATE TABLE "digest_sends" (
	"user_id" integer NOT NULL,
	"day" text NOT NULL,
	"sent_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "digest_sends_user_id_day_pk" PRIMARY KEY("user_id","day")
);
--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "phone_e164" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "follow_up_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "follow_up_note" text;--> statement-breakpoint
ALTER TABLE "bookings" ADD COLUMN "duplicate_of_id" integer;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "name" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "email" text;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "digest_enabled" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "digest_sends" ADD CONSTRAINT "digest_sends_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "bookings" ADD CONSTRAINT "bookings_duplicate_of_id_bookings_id_fk" FOREIGN KEY ("duplicate_of_id") REFERENCES "public"."bookings"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "bookings_phone_e164_idx" ON "bookings" USING btree ("phone_e164") WHERE "bookings"."phone_e164" is not null;--> statement-breakpoint
CREATE INDEX "bookings_follow_up_idx" ON "bookings" USING btree ("follow_up_at","id") WHERE "bookings"."follow_up_at" is not null;