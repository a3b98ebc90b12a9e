ALTER TABLE "audit_log" ADD COLUMN "booking_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "mailbox" text;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "about_user_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_about_user_id_users_id_fk" FOREIGN KEY ("about_user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_log_booking_idx" ON "audit_log" USING btree ("booking_id") WHERE "audit_log"."booking_id" is not null;--> statement-breakpoint
CREATE INDEX "mail_outbox_mailbox_idx" ON "mail_outbox" USING btree ("mailbox","created_at") WHERE "mail_outbox"."kind" = 'acknowledgement';--> statement-breakpoint
CREATE INDEX "mail_outbox_mail_domain_idx" ON "mail_outbox" USING btree (split_part("mailbox", '@', 2),"created_at") WHERE "mail_outbox"."kind" = 'acknowledgement';--> statement-breakpoint
CREATE INDEX "mail_outbox_failed_idx" ON "mail_outbox" USING btree ("id") WHERE "mail_outbox"."status" = 'failed';--> statement-breakpoint
CREATE INDEX "mail_outbox_sent_idx" ON "mail_outbox" USING btree ("sent_at") WHERE "mail_outbox"."status" = 'sent';--> statement-breakpoint
-- An address as its provider reads it: lower case, without a +tag, and for Gmail without dots
-- (googlemail.com is gmail.com). Used only to count acknowledgements; mail goes to the address given.
CREATE FUNCTION "mailbox_key"("address" text) RETURNS text LANGUAGE sql IMMUTABLE STRICT PARALLEL SAFE AS $$
  SELECT CASE WHEN p.domain IN ('gmail.com', 'googlemail.com') THEN replace(p.local, '.', '') || '@gmail.com'
    ELSE p.local || '@' || p.domain END
  FROM (SELECT split_part(split_part(lower($1), '@', 1), '+', 1) AS local, split_part(lower($1), '@', 2) AS domain) p
$$;--> statement-breakpoint
UPDATE "mail_outbox" SET "mailbox" = mailbox_key("to_address") WHERE "kind" = 'acknowledgement' AND "to_address" <> '';--> statement-breakpoint
UPDATE "audit_log" SET "booking_id" = substring("target" FROM 9)::int WHERE "target" ~ '^booking [0-9]{1,9}$';--> statement-breakpoint
-- The audit log records that a search was exported, never what was searched.
UPDATE "audit_log" SET "detail" = ("detail" - 'q') || '{"searched": true}'::jsonb WHERE "action" = 'csv-export' AND "detail" ? 'q';--> statement-breakpoint
-- Bookings erased by the previous release kept these fields: erased now as erasure does.
UPDATE "bookings" SET "country" = '', "state" = NULL, "education" = NULL, "preferred_dates" = NULL, "budget_range" = NULL,
  "travel_experience" = NULL, "source_path" = NULL, "source_programme" = NULL, "utm_source" = NULL, "utm_medium" = NULL,
  "utm_campaign" = NULL
  WHERE "erased_at" IS NOT NULL;--> statement-breakpoint
UPDATE "mail_outbox" SET "last_error" = NULL WHERE "booking_id" IN (SELECT "id" FROM "bookings" WHERE "erased_at" IS NOT NULL);--> statement-breakpoint
-- Whenever sessions end (sign-out, a password change, a disabled account, expiry), every process
-- hears which accounts lost one, so their open event streams check themselves at once.
CREATE FUNCTION "sessions_ended_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('sessions', json_build_object('userId', g.user_id)::text)
    FROM (SELECT DISTINCT "user_id" FROM gone WHERE "user_id" IS NOT NULL) g;
  RETURN NULL;
END
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_ended" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS gone
  FOR EACH STATEMENT EXECUTE FUNCTION "sessions_ended_notify"();
