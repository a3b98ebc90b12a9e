CREATE TABLE "booking_counts" (
	"spam" boolean NOT NULL,
	"status" text NOT NULL,
	"awaiting" boolean NOT NULL,
	"assignee_id" integer NOT NULL,
	"slot" smallint NOT NULL,
	"n" bigint NOT NULL,
	CONSTRAINT "booking_counts_spam_status_awaiting_assignee_id_slot_pk" PRIMARY KEY("spam","status","awaiting","assignee_id","slot")
);
--> statement-breakpoint
-- Keeps booking_counts exact: every statement that inserts, updates or deletes bookings adds its
-- net change per bucket, in the same transaction. Buckets are written in key order so two
-- transactions never wait on each other's rows in opposite orders.
CREATE OR REPLACE FUNCTION booking_counts_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO booking_counts AS c (spam, status, awaiting, assignee_id, slot, n)
    SELECT suspect IS NOT NULL, status, first_response_at IS NULL, coalesce(assignee_id, 0), pg_backend_pid() % 8, count(*)
    FROM new_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (spam, status, awaiting, assignee_id, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO booking_counts AS c (spam, status, awaiting, assignee_id, slot, n)
    SELECT suspect IS NOT NULL, status, first_response_at IS NULL, coalesce(assignee_id, 0), pg_backend_pid() % 8, -count(*)
    FROM old_rows GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4
    ON CONFLICT (spam, status, awaiting, assignee_id, slot) DO UPDATE SET n = c.n + excluded.n;
  ELSE
    INSERT INTO booking_counts AS c (spam, status, awaiting, assignee_id, slot, n)
    SELECT spam, status, awaiting, assignee_id, pg_backend_pid() % 8, sum(d)
    FROM (
      SELECT suspect IS NOT NULL AS spam, status, first_response_at IS NULL AS awaiting, coalesce(assignee_id, 0) AS assignee_id, 1 AS d FROM new_rows
      UNION ALL
      SELECT suspect IS NOT NULL, status, first_response_at IS NULL, coalesce(assignee_id, 0), -1 FROM old_rows
    ) x
    GROUP BY 1, 2, 3, 4 HAVING sum(d) <> 0 ORDER BY 1, 2, 3, 4
    ON CONFLICT (spam, status, awaiting, assignee_id, slot) DO UPDATE SET n = c.n + excluded.n;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION booking_counts_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM booking_counts;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER booking_counts_insert AFTER INSERT ON bookings REFERENCING NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_apply();--> statement-breakpoint
CREATE TRIGGER booking_counts_update AFTER UPDATE ON bookings REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_apply();--> statement-breakpoint
CREATE TRIGGER booking_counts_delete AFTER DELETE ON bookings REFERENCING OLD TABLE AS old_rows
  FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_apply();--> statement-breakpoint
CREATE TRIGGER booking_counts_truncate AFTER TRUNCATE ON bookings
  FOR EACH STATEMENT EXECUTE FUNCTION booking_counts_truncate();--> statement-breakpoint
-- The bookings stored before this migration.
INSERT INTO booking_counts (spam, status, awaiting, assignee_id, slot, n)
SELECT suspect IS NOT NULL, status, first_response_at IS NULL, coalesce(assignee_id, 0), 0, count(*)
FROM bookings GROUP BY 1, 2, 3, 4;
