CREATE TABLE "mail_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_row_id" integer NOT NULL,
	"name" text NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"content" "bytea"
);
--> statement-breakpoint
CREATE TABLE "mail_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"booking_id" integer,
	"direction" text NOT NULL,
	"kind" text NOT NULL,
	"message_id" text NOT NULL,
	"in_reply_to" text,
	"refs" text,
	"from_address" text NOT NULL,
	"to_address" text NOT NULL,
	"subject" text NOT NULL,
	"text" text NOT NULL,
	"full_text" text NOT NULL,
	"by_user_id" integer,
	"by" text NOT NULL,
	"attachment_note" text,
	"at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "mail_messages_direction_check" CHECK ("mail_messages"."direction" in ('in', 'out'))
);
--> statement-breakpoint
CREATE TABLE "mailbox_state" (
	"mailbox" text PRIMARY KEY NOT NULL,
	"uid_validity" bigint,
	"last_uid" bigint DEFAULT 0 NOT NULL,
	"lease_holder" text,
	"lease_until" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "reply_templates" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"subject" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"updated_at" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	CONSTRAINT "reply_templates_name_unique" UNIQUE("name")
);
--> statement-breakpoint
DROP INDEX "bookings_awaiting_reply_idx";--> statement-breakpoint
-- Added without its default first, so the bookings stored before get their own due time: the first
-- reply's, while it has not been given; nothing otherwise.
ALTER TABLE "bookings" ADD COLUMN "reply_due_at" timestamp with time zone;--> statement-breakpoint
UPDATE "bookings" SET "reply_due_at" = "due_at" WHERE "first_response_at" IS NULL;--> statement-breakpoint
ALTER TABLE "bookings" ALTER COLUMN "reply_due_at" SET DEFAULT date_trunc('milliseconds', now()) + interval '24 hours';--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD COLUMN "message_row_id" integer;--> statement-breakpoint
ALTER TABLE "mail_outbox" ADD CONSTRAINT "mail_outbox_message_row_id_mail_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."mail_messages"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_attachments" ADD CONSTRAINT "mail_attachments_message_row_id_mail_messages_id_fk" FOREIGN KEY ("message_row_id") REFERENCES "public"."mail_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_booking_id_bookings_id_fk" FOREIGN KEY ("booking_id") REFERENCES "public"."bookings"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "mail_messages" ADD CONSTRAINT "mail_messages_by_user_id_users_id_fk" FOREIGN KEY ("by_user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "mail_attachments_message_idx" ON "mail_attachments" USING btree ("message_row_id");--> statement-breakpoint
CREATE UNIQUE INDEX "mail_messages_message_id_idx" ON "mail_messages" USING btree ("message_id");--> statement-breakpoint
CREATE INDEX "mail_messages_booking_idx" ON "mail_messages" USING btree ("booking_id","id");--> statement-breakpoint
CREATE INDEX "mail_messages_unmatched_idx" ON "mail_messages" USING btree ("at","id") WHERE "mail_messages"."booking_id" is null;--> statement-breakpoint
CREATE INDEX "bookings_reply_due_idx" ON "bookings" USING btree ("reply_due_at","id") WHERE "bookings"."suspect" is null and "bookings"."reply_due_at" is not null;--> statement-breakpoint
CREATE INDEX "bookings_email_idx" ON "bookings" USING btree (lower("email"));--> statement-breakpoint
-- The first answer (a logged contact, a reply, the first status change away from pending) answers
-- what awaited one, whichever statement gives it.
CREATE OR REPLACE FUNCTION bookings_first_answer() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF OLD.first_response_at IS NULL AND NEW.first_response_at IS NOT NULL THEN
    NEW.reply_due_at := NULL;
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER bookings_first_answer BEFORE UPDATE OF first_response_at ON bookings
  FOR EACH ROW EXECUTE FUNCTION bookings_first_answer();--> statement-breakpoint
-- booking_counts' "awaiting" now means a reply is due: the same counting, on reply_due_at.
CREATE OR REPLACE FUNCTION booking_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_counts AS c (spam, status, awaiting, assignee_id, slot, n)
    SELECT suspect IS NOT NULL, status, reply_due_at IS NOT NULL, coalesce(assignee_id, 0), pg_backend_pid() % 8, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (spam, status, awaiting, assignee_id, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_counts AS c (spam, status, awaiting, assignee_id, slot, n)
    SELECT suspect IS NOT NULL, status, reply_due_at IS NOT NULL, coalesce(assignee_id, 0), pg_backend_pid() % 8, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (spam, status, awaiting, assignee_id, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO booking_counts AS c (spam, status, awaiting, assignee_id, slot, n)
    SELECT spam, status, awaiting, assignee_id, pg_backend_pid() % 8, sum(d)
    FROM (
      SELECT suspect IS NOT NULL AS spam, status, reply_due_at IS NOT NULL AS awaiting, coalesce(assignee_id, 0) AS assignee_id, 1 AS d FROM new_rows
      UNION ALL
      SELECT suspect IS NOT NULL, status, reply_due_at IS NOT NULL, coalesce(assignee_id, 0), -1 FROM old_rows
    ) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (spam, status, awaiting, assignee_id, slot) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
DELETE FROM booking_counts;--> statement-breakpoint
INSERT INTO booking_counts (spam, status, awaiting, assignee_id, slot, n)
SELECT suspect IS NOT NULL, status, reply_due_at IS NOT NULL, coalesce(assignee_id, 0), 0, count(*)
FROM bookings GROUP BY 1, 2, 3, 4;--> statement-breakpoint
-- Three saved replies to start from, seeded once; staff edit or delete them like their own.
INSERT INTO reply_templates (name, subject, body) VALUES
('Acknowledge and ask', 'Your enquiry with Inner Light Journeys ({{reference}})', 'Dear {{firstName}},

Thank you for writing to us about {{tripCategory}}. I am {{staffName}}, and I will look after your enquiry from here.

So that we can suggest the right retreat for you, could you tell me two things?

1. Which dates work for you? You mentioned: {{preferredDates}}. Is there any flexibility around them?
2. What would you most like to take home from this retreat: rest, a new practice, time with your group of {{groupSize}}, or something else?

With those, I will come back to you with a programme and what it costs.

Warm regards,
{{staffName}}
Inner Light Journeys'),
('Propose dates', 'Dates for your journey ({{reference}})', 'Dear {{firstName}},

Thank you for your answers. For a group of {{groupSize}}, these dates are open:

- 
- 

Each includes accommodation, meals and the full programme. Tell me which suits you and I will hold the places for seven days while you decide; nothing is booked or paid until you confirm.

Warm regards,
{{staffName}}
Inner Light Journeys'),
('Follow up after no answer', 'Following up on your enquiry ({{reference}})', 'Dear {{firstName}},

I wrote a few days ago about your {{tripCategory}} enquiry and wanted to make sure my message reached you.

If the timing is not right, that is completely fine: just reply with a word and I will close the enquiry, or keep it open for later dates. If you have questions, I am happy to call you at a time that suits you.

Warm regards,
{{staffName}}
Inner Light Journeys');
