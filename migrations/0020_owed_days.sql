-- What is owed, by due day: the sums of instalment_owed kept by triggers, so the money Insights'
-- outstanding and overdue read a row a day rather than every instalment still owed (over 100,000
-- in a bad season). Derived, never a fact of its own: rebuilt from instalment_owed below. Only adds.
CREATE TABLE IF NOT EXISTS "owed_days" (
	"day" date PRIMARY KEY NOT NULL,
	"owed" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
CREATE OR REPLACE FUNCTION owed_days_apply() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO owed_days AS d (day, owed)
    SELECT due_date, sum(owed) FROM new_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET owed = d.owed + excluded.owed;
  ELSIF TG_OP = 'DELETE' THEN
    INSERT INTO owed_days AS d (day, owed)
    SELECT due_date, -sum(owed) FROM old_rows GROUP BY 1 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET owed = d.owed + excluded.owed;
  ELSE
    INSERT INTO owed_days AS d (day, owed)
    SELECT day, sum(owed) FROM (
      SELECT due_date AS day, owed::bigint AS owed FROM new_rows
      UNION ALL
      SELECT due_date, -owed::bigint FROM old_rows
    ) x GROUP BY 1 HAVING sum(owed) <> 0 ORDER BY 1
    ON CONFLICT (day) DO UPDATE SET owed = d.owed + excluded.owed;
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION owed_days_truncate() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM owed_days;
  RETURN NULL;
END $$;--> statement-breakpoint
DROP TRIGGER IF EXISTS owed_days_insert ON instalment_owed;--> statement-breakpoint
CREATE TRIGGER owed_days_insert AFTER INSERT ON instalment_owed
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_days_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS owed_days_update ON instalment_owed;--> statement-breakpoint
CREATE TRIGGER owed_days_update AFTER UPDATE ON instalment_owed
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_days_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS owed_days_delete ON instalment_owed;--> statement-breakpoint
CREATE TRIGGER owed_days_delete AFTER DELETE ON instalment_owed
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION owed_days_apply();--> statement-breakpoint
DROP TRIGGER IF EXISTS owed_days_truncate ON instalment_owed;--> statement-breakpoint
CREATE TRIGGER owed_days_truncate AFTER TRUNCATE ON instalment_owed
  FOR EACH STATEMENT EXECUTE FUNCTION owed_days_truncate();--> statement-breakpoint
-- What was owed before this release.
DELETE FROM owed_days;--> statement-breakpoint
INSERT INTO owed_days (day, owed) SELECT due_date, sum(owed) FROM instalment_owed GROUP BY 1;
