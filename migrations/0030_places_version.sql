-- Places held fairly (CONTRACT wave 6, docs/decisions/places-held.md): what the site shows of the
-- departures is kept in each process and read again only once something it counts has changed.
-- Each departure's places_version moves on in the same transaction as every change of what its
-- places, holds, line or rooms count (its own row, its bookings, their quotes, its offers), so a
-- process sees a change when it commits, whichever process made it. The bookings', quotes' and
-- offers' triggers touch the departure's row, which every change of places has locked first
-- (departure first, then bookings), so they add no wait and no second lock order. Only adds.
ALTER TABLE "departures" ADD COLUMN IF NOT EXISTS "places_version" bigint DEFAULT 0 NOT NULL;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION departures_places_version() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.places_version = OLD.places_version THEN
    NEW.places_version := OLD.places_version + 1;
  END IF;
  RETURN NEW;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS departures_places_version ON departures;
--> statement-breakpoint
CREATE TRIGGER departures_places_version BEFORE UPDATE ON departures
  FOR EACH ROW EXECUTE FUNCTION departures_places_version();
--> statement-breakpoint
-- The departures named, in id order (the lock order), move on.
CREATE OR REPLACE FUNCTION places_changed(a integer, b integer) RETURNS void LANGUAGE sql AS $$
  UPDATE departures SET places_version = places_version + 1 WHERE id IN (a, b)
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION bookings_places_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM places_changed(NEW.departure_id, NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM places_changed(OLD.departure_id, NULL);
  ELSIF OLD.departure_id IS DISTINCT FROM NEW.departure_id OR (OLD.status = 'cancelled') <> (NEW.status = 'cancelled')
    OR OLD.waitlisted_at IS DISTINCT FROM NEW.waitlisted_at OR OLD.waitlist_travellers IS DISTINCT FROM NEW.waitlist_travellers
    OR (NEW.waitlisted_at IS NOT NULL AND OLD.group_size <> NEW.group_size) THEN
    PERFORM places_changed(OLD.departure_id, NEW.departure_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_places_inserted ON bookings;
--> statement-breakpoint
-- An enquiry holds no places: only one stored already in a line counts.
CREATE TRIGGER bookings_places_inserted AFTER INSERT ON bookings
  FOR EACH ROW WHEN (NEW.departure_id IS NOT NULL AND NEW.waitlisted_at IS NOT NULL) EXECUTE FUNCTION bookings_places_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_places_changed ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_places_changed AFTER UPDATE OF departure_id, status, waitlisted_at, waitlist_travellers, group_size ON bookings
  FOR EACH ROW WHEN (OLD.departure_id IS NOT NULL OR NEW.departure_id IS NOT NULL) EXECUTE FUNCTION bookings_places_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_places_deleted ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_places_deleted AFTER DELETE ON bookings
  FOR EACH ROW WHEN (OLD.departure_id IS NOT NULL) EXECUTE FUNCTION bookings_places_changed();
--> statement-breakpoint
CREATE OR REPLACE FUNCTION departure_rows_places_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM places_changed(NEW.departure_id, NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM places_changed(OLD.departure_id, NULL);
  ELSE
    PERFORM places_changed(OLD.departure_id, NEW.departure_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS quotes_places_changed ON quotes;
--> statement-breakpoint
CREATE TRIGGER quotes_places_changed AFTER INSERT OR DELETE OR UPDATE OF state, travellers, valid_until, departure_id, private_rooms ON quotes
  FOR EACH ROW EXECUTE FUNCTION departure_rows_places_changed();
--> statement-breakpoint
DROP TRIGGER IF EXISTS waitlist_offers_places_changed ON waitlist_offers;
--> statement-breakpoint
CREATE TRIGGER waitlist_offers_places_changed AFTER INSERT OR DELETE OR UPDATE ON waitlist_offers
  FOR EACH ROW EXECUTE FUNCTION departure_rows_places_changed();
--> statement-breakpoint
-- The counts of places taken and held (server/storage/departures/held-sql.ts, departure-sql.ts)
-- read from indexes alone: a departure's bookings with what decides whether they count, its sent
-- quotes with their travellers, days and rooms, and each accepted quote's travellers and rooms.
CREATE INDEX IF NOT EXISTS "bookings_places_idx" ON "bookings" USING btree ("departure_id","id") INCLUDE ("status","waitlisted_at","waitlist_travellers","group_size") WHERE "departure_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_open_held_idx" ON "quotes" USING btree ("departure_id","booking_id") INCLUDE ("travellers","valid_until","private_rooms") WHERE "state" = 'open' AND "departure_id" IS NOT NULL;
--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "quotes_accepted_places_idx" ON "quotes" USING btree ("booking_id") INCLUDE ("travellers","private_rooms") WHERE "state" = 'accepted';
