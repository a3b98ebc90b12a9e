-- Places held fairly (docs/decisions/places-read-fast.md): a change of places moves each
-- departure's places_version on once per transaction, however many of its rows it touches. Every
-- move is a new version of the departure's row, and fifty acceptances racing for one departure
-- left it a long chain of them to walk on each read. The departures a transaction has moved on are
-- kept in a setting local to it (undone with it, or with its savepoint). Only adds.
CREATE OR REPLACE FUNCTION places_changed(a integer, b integer) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  moved text := coalesce(current_setting('places.moved', true), '');
  wanted integer[] := array[]::integer[];
BEGIN
  IF a IS NOT NULL AND position(',' || a || ',' IN moved) = 0 THEN wanted := wanted || a; END IF;
  IF b IS NOT NULL AND b IS DISTINCT FROM a AND position(',' || b || ',' IN moved) = 0 THEN wanted := wanted || b; END IF;
  IF cardinality(wanted) = 0 THEN RETURN; END IF;
  UPDATE departures SET places_version = places_version + 1 WHERE id = ANY (wanted);
  PERFORM set_config('places.moved', coalesce(nullif(moved, ''), ',') || array_to_string(wanted, ',') || ',', true);
END $$;
