-- Places held fairly (docs/decisions/places-held.md): a quote sent before its booking joined the
-- line holds nothing once the booking's offer of places lapses or is skipped, or the places freed
-- would go back to it ahead of the line. released_at marks it; the quote stays open. Releasing is a
-- change of what its departure's counts read, so it moves places_version on as the quotes' other
-- changes of places do. Only adds.
ALTER TABLE "quotes" ADD COLUMN IF NOT EXISTS "released_at" timestamp with time zone;
--> statement-breakpoint
DROP TRIGGER IF EXISTS quotes_places_changed ON quotes;
--> statement-breakpoint
CREATE TRIGGER quotes_places_changed AFTER INSERT OR DELETE OR UPDATE OF state, travellers, valid_until, departure_id, private_rooms, released_at ON quotes
  FOR EACH ROW EXECUTE FUNCTION departure_rows_places_changed();
