-- The trip link's token sealed with a key derived from the session secret, so the desk can show the
-- link again (docs/decisions/trip-link.md); the hash stays the only thing a lookup compares. Only adds.
ALTER TABLE "trip_links" ADD COLUMN "token_sealed" text;
