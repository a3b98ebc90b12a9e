-- Money Insights over years of bookings without reading them all. Two things kept in the transaction
-- of every change, each derived from the money tables and never a fact of its own: what each day
-- booked (accepted quotes, by the day of acceptance in DESK_TIMEZONE) and received (payments not
-- voided, by the day received), kept by triggers on quotes and payments; and what each current
-- instalment still owes, kept by the money storage beside payment_due_on
-- (server/storage/money/money-due-sql.ts). Only adds.
CREATE TABLE IF NOT EXISTS "money_days" (
	"day" date PRIMARY KEY NOT NULL,
	"booked" bigint DEFAULT 0 NOT NULL,
	"received" bigint DEFAULT 0 NOT NULL
);--> statement-breakpoint
-- The zone money_days' booked days are counted in; the server sets it to DESK_TIMEZONE as it starts
-- and recounts them when it differs (server/storage/money/money-days.ts).
CREATE TABLE IF NOT EXISTS "money_days_zone" (
	"id" integer PRIMARY KEY DEFAULT 1 NOT NULL,
	"time_zone" text NOT NULL,
	CONSTRAINT "money_days_zone_one_row" CHECK ("money_days_zone"."id" = 1)
);--> statement-breakpoint
INSERT INTO "money_days_zone" ("id", "time_zone") VALUES (1, 'Asia/Kolkata') ON CONFLICT DO NOTHING;--> statement-breakpoint
CREATE TABLE IF NOT EXISTS "instalment_owed" (
	"instalment_id" integer PRIMARY KEY NOT NULL REFERENCES "instalments"("id") ON DELETE CASCADE,
	"booking_id" integer NOT NULL REFERENCES "bookings"("id") ON DELETE CASCADE,
	"due_date" date NOT NULL,
	"owed" integer NOT NULL,
	CONSTRAINT "instalment_owed_positive" CHECK ("instalment_owed"."owed" > 0)
);--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "instalment_owed_due_idx" ON "instalment_owed" USING btree ("due_date") INCLUDE ("owed");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "instalment_owed_booking_idx" ON "instalment_owed" USING btree ("booking_id");--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_day_add(d date, b bigint, r bigint) RETURNS void LANGUAGE sql AS $$
  INSERT INTO money_days (day, booked, received) VALUES (d, b, r)
  ON CONFLICT (day) DO UPDATE SET booked = money_days.booked + excluded.booked, received = money_days.received + excluded.received
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION money_booked_day(t timestamptz) RETURNS date LANGUAGE sql STABLE AS $$
  SELECT (t AT TIME ZONE (SELECT z.time_zone FROM money_days_zone z WHERE z.id = 1))::date
$$;--> statement-breakpoint
CREATE OR REPLACE FUNCTION quotes_money_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.state = 'accepted') = (NEW.state = 'accepted') AND OLD.total = NEW.total
    AND OLD.accepted_at IS NOT DISTINCT FROM NEW.accepted_at THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.state = 'accepted' AND OLD.accepted_at IS NOT NULL THEN
    PERFORM money_day_add(money_booked_day(OLD.accepted_at), -OLD.total, 0);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.state = 'accepted' AND NEW.accepted_at IS NOT NULL THEN
    PERFORM money_day_add(money_booked_day(NEW.accepted_at), NEW.total, 0);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER quotes_money_days AFTER INSERT OR DELETE OR UPDATE OF state, total, accepted_at ON quotes
  FOR EACH ROW EXECUTE FUNCTION quotes_money_days();--> statement-breakpoint
CREATE OR REPLACE FUNCTION payments_money_days() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (OLD.voided_at IS NULL) = (NEW.voided_at IS NULL) AND OLD.amount = NEW.amount
    AND OLD.received_on = NEW.received_on THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') AND OLD.voided_at IS NULL THEN
    PERFORM money_day_add(OLD.received_on, 0, -OLD.amount);
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') AND NEW.voided_at IS NULL THEN
    PERFORM money_day_add(NEW.received_on, 0, NEW.amount);
  END IF;
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER payments_money_days AFTER INSERT OR DELETE OR UPDATE OF amount, received_on, voided_at ON payments
  FOR EACH ROW EXECUTE FUNCTION payments_money_days();--> statement-breakpoint
-- What was booked and received before this release.
INSERT INTO money_days (day, booked, received)
SELECT x.day, sum(x.booked), sum(x.received) FROM (
  SELECT money_booked_day(q.accepted_at) AS day, q.total::bigint AS booked, 0::bigint AS received
    FROM quotes q WHERE q.state = 'accepted' AND q.accepted_at IS NOT NULL
  UNION ALL
  SELECT p.received_on, 0, p.amount::bigint FROM payments p WHERE p.voided_at IS NULL
) x GROUP BY x.day
ON CONFLICT (day) DO UPDATE SET booked = excluded.booked, received = excluded.received;--> statement-breakpoint
-- What each current instalment of a booking not cancelled owed before this release: the same
-- allocation as money-due-sql.ts (payments, voided ones excepted, fill the instalments in due order).
INSERT INTO instalment_owed (instalment_id, booking_id, due_date, owed)
SELECT r.id, r.booking_id, r.due_date, least(r.amount, greatest(0, r.upto - coalesce(p.paid, 0)))
FROM (
  SELECT i.id, i.booking_id, i.due_date, i.amount, sum(i.amount) OVER (PARTITION BY i.booking_id ORDER BY i.due_date, i.id) AS upto
  FROM instalments i WHERE i.replaced_at IS NULL
) r
LEFT JOIN (SELECT booking_id, sum(amount) AS paid FROM payments WHERE voided_at IS NULL GROUP BY booking_id) p ON p.booking_id = r.booking_id
WHERE least(r.amount, greatest(0, r.upto - coalesce(p.paid, 0))) > 0
  AND NOT EXISTS (SELECT 1 FROM cancellations c WHERE c.booking_id = r.booking_id)
ON CONFLICT (instalment_id) DO NOTHING;
