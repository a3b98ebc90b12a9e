-- Places held fairly (docs/decisions/places-held.md): an erased booking's open quote holds no places
-- and no rooms (its trip link is revoked, so nobody can accept it), as its offer already held none.
-- Its erasure is a change of what its departure's counts read, so it moves places_version on as
-- the other changes of places do. Only adds.
CREATE OR REPLACE FUNCTION bookings_places_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    PERFORM places_changed(NEW.departure_id, NULL);
  ELSIF TG_OP = 'DELETE' THEN
    PERFORM places_changed(OLD.departure_id, NULL);
  ELSIF OLD.departure_id IS DISTINCT FROM NEW.departure_id OR (OLD.status = 'cancelled') <> (NEW.status = 'cancelled')
    OR OLD.waitlisted_at IS DISTINCT FROM NEW.waitlisted_at OR OLD.waitlist_travellers IS DISTINCT FROM NEW.waitlist_travellers
    OR (NEW.waitlisted_at IS NOT NULL AND OLD.group_size <> NEW.group_size)
    OR (OLD.erased_at IS NULL) <> (NEW.erased_at IS NULL) THEN
    PERFORM places_changed(OLD.departure_id, NEW.departure_id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
DROP TRIGGER IF EXISTS bookings_places_changed ON bookings;
--> statement-breakpoint
CREATE TRIGGER bookings_places_changed AFTER UPDATE OF departure_id, status, waitlisted_at, waitlist_travellers, group_size, erased_at ON bookings
  FOR EACH ROW WHEN (OLD.departure_id IS NOT NULL OR NEW.departure_id IS NOT NULL) EXECUTE FUNCTION bookings_places_changed();
