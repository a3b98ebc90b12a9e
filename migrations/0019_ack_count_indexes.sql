-- The flood guard's two counts, each on an index only it can read (server/storage/ack-counts.ts):
-- the enquiry's statement keeps one plan per connection, and with both counts' indexes marked by
-- the same predicate (kind = 'acknowledgement'), a plan made on empty tables read either count from
-- the other's index whole. Each index here is marked by a predicate only its own count states.
-- Only acknowledgements have a mailbox. Only adds: the earlier two stay for the release before.
CREATE INDEX IF NOT EXISTS "mail_outbox_ack_mailbox_idx" ON "mail_outbox" USING btree ("mailbox", "created_at") WHERE "mailbox" <> '';--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "mail_outbox_ack_domain_idx" ON "mail_outbox" USING btree (split_part("mailbox", '@', 2), "created_at") WHERE split_part("mailbox", '@', 2) <> '';
