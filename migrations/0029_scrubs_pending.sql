-- Nothing stored opens anything (docs/security.md, "What each file holds"). Only adds.
-- Scrubs owed to the disk (shared/schema/scrubs.ts): a purge's documents, or values this migration
-- redacted, leave the table files, the WAL and later backups once it is done.
CREATE TABLE IF NOT EXISTS "scrubs_pending" (
	"id" serial PRIMARY KEY NOT NULL,
	"reason" text NOT NULL,
	"booking_id" integer REFERENCES "bookings"("id") ON DELETE cascade,
	"trip_ended" date,
	"since" timestamp with time zone DEFAULT date_trunc('milliseconds', now()) NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	CONSTRAINT "scrubs_pending_reason_check" CHECK ("reason" in ('document-purge', 'links-redacted'))
);
--> statement-breakpoint
CREATE UNIQUE INDEX IF NOT EXISTS "scrubs_pending_purge_idx" ON "scrubs_pending" USING btree ("booking_id") WHERE "reason" = 'document-purge';
--> statement-breakpoint
-- The money e-mails' words kept for the desk held each visitor's live trip link: kept without it.
INSERT INTO "scrubs_pending" ("reason")
SELECT 'links-redacted' WHERE EXISTS (SELECT 1 FROM "mail_outbox" WHERE "text_body" ~ '/trip/[A-Za-z0-9_-]{16,}');
--> statement-breakpoint
UPDATE "mail_outbox" SET "text_body" = regexp_replace("text_body", '(/trip/)[A-Za-z0-9_-]{16,}', '\1[link not kept]', 'g')
WHERE "text_body" ~ '/trip/[A-Za-z0-9_-]{16,}';
--> statement-breakpoint
-- Sessions are kept under their id's hash from now on (server/storage/session-key.ts); those kept
-- under the id itself end here, and staff sign in once more.
DELETE FROM "sessions" WHERE "sid" !~ '^[0-9a-f]{64}$';
