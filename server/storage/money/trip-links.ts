import { createHash, hkdfSync, randomBytes } from "node:crypto";
import { and, eq, isNotNull, isNull, sql } from "drizzle-orm";
import { tripLinks } from "@shared/schema/money";
import type { Db } from "../../db";
import { openText, sealText } from "../../core/seal";

/**
 * The visitor's trip page link (docs/decisions/trip-page.md): 192 random bits, base64url. A lookup
 * compares only the SHA-256 of what was presented, by index; the raw token is also kept sealed
 * (AES-256-GCM under a key derived from the data key in DATA_KEY_FILE, which is kept outside the
 * database and its backups), so the desk and the e-mails can give the same link again
 * (docs/decisions/trip-link.md).
 */
const TOKEN_BYTES = 24;

/** What seals and opens trip tokens; made once, from the data key (tripLinkKeyOf). */
export type TripLinkKey = Buffer;

/**
 * The key derived from a secret. Before this release the session secret was the secret, and it is
 * kept in app_settings when SESSION_SECRET is unset: a copy of the database opened every link.
 * Now only resealTripLinks reads links sealed that way.
 */
export function tripLinkKey(secret: string | Buffer): TripLinkKey {
  return Buffer.from(hkdfSync("sha256", secret, "inner-light-journeys", "trip-link-token", 32));
}

/**
 * The trip links' key, from the data key in DATA_KEY_FILE (server/crypto/data-key.ts, handed in by
 * the caller: storage imports no crypto): nothing in the database or its backups opens a link.
 */
export function tripLinkKeyOf(dataKey: { derive(purpose: string): Buffer }): TripLinkKey {
  return tripLinkKey(dataKey.derive("trip-link-token"));
}

/**
 * Links sealed with the old key (the session secret's) are sealed again with the new one, at start:
 * the visitor's link stays the same. Answers how many were sealed again; one neither key opens is
 * left as it is, and replaced when the desk next needs the link (ensureTripToken).
 */
export async function resealTripLinks(db: Db, from: TripLinkKey, to: TripLinkKey): Promise<number> {
  const rows = await db.select({ bookingId: tripLinks.bookingId, sealed: tripLinks.tokenSealed }).from(tripLinks).where(isNotNull(tripLinks.tokenSealed));
  let count = 0;
  for (const row of rows) {
    if (openTripToken(row.sealed, to) !== null) continue;
    const token = openTripToken(row.sealed, from);
    if (token === null) continue;
    await db.update(tripLinks).set({ tokenSealed: sealTripToken(token, to) }).where(and(eq(tripLinks.bookingId, row.bookingId), eq(tripLinks.tokenSealed, row.sealed!)));
    count++;
  }
  return count;
}

export function hashTripToken(token: string): string {
  return createHash("sha256").update(token).digest("hex");
}

/** A presented token's shape; anything else is unknown without a lookup. */
export function isTripTokenShape(token: string): boolean {
  return /^[A-Za-z0-9_-]{32}$/.test(token);
}

/**
 * Sealed with the one AES-GCM sealing (server/core/seal.ts). Links sealed before it wrote base64url
 * where it writes base64; Node's base64 reading takes either alphabet, so they open alike.
 */
export function sealTripToken(token: string, key: TripLinkKey): string {
  return sealText(key, token);
}

/** The sealed token, or null when it was sealed under another key (the session secret's, before the data key). */
export function openTripToken(sealed: string | null, key: TripLinkKey): string | null {
  if (sealed === null) return null;
  try {
    return openText(key, sealed);
  } catch {
    return null;
  }
}

/** The trip page's address for a token: PUBLIC_URL (or this server) + `/trip/<token>`. */
export function tripUrlOf(baseUrl: string, token: string): string {
  return `${baseUrl.replace(/\/+$/, "")}/trip/${token}`;
}

/** The booking's live link's token, sealed: a money e-mail carries it, opened by the mail worker's key. */
export async function sealedTripLink(db: Db, bookingId: number): Promise<string | null> {
  const [row] = await db
    .select({ sealed: tripLinks.tokenSealed })
    .from(tripLinks)
    .where(and(eq(tripLinks.bookingId, bookingId), isNull(tripLinks.revokedAt)));
  return row?.sealed ?? null;
}

/** The booking's live link's token, when it has one the key can open. */
export async function currentTripToken(db: Db, bookingId: number, key: TripLinkKey): Promise<string | null> {
  const sealed = await sealedTripLink(db, bookingId);
  return sealed ? openTripToken(sealed, key) : null;
}

/**
 * The booking's link, made on its first quote. A link the key can no longer open (the session
 * secret changed) is replaced by a new one: the desk must be able to give the visitor their link.
 */
export async function ensureTripToken(tx: Db, bookingId: number, key: TripLinkKey): Promise<string> {
  const existing = await currentTripToken(tx, bookingId, key);
  if (existing) return existing;
  const token = randomBytes(TOKEN_BYTES).toString("base64url");
  const values = { tokenHash: hashTripToken(token), tokenSealed: sealTripToken(token, key), revokedAt: null };
  await tx
    .insert(tripLinks)
    .values({ bookingId, ...values })
    .onConflictDoUpdate({ target: tripLinks.bookingId, set: { ...values, createdAt: sql`date_trunc('milliseconds', now())` } });
  return token;
}

/**
 * The bookings presented tokens open, by token, in one read (their requests arrived together):
 * equality on the hash's unique index, never a comparison of tokens.
 */
export async function bookingsOfTripTokens(db: Db, tokens: string[]): Promise<Map<string, number>> {
  const byHash = new Map(tokens.map((t) => [hashTripToken(t), t]));
  // One array parameter, a statement of one shape however many tokens: every request of a burst opens its link.
  const res = await db.execute(sql`select token_hash, booking_id from ${tripLinks} where token_hash = any(${sql.param([...byHash.keys()])}) and revoked_at is null`);
  const rows = (res as unknown as { rows: { token_hash: string; booking_id: number }[] }).rows;
  return new Map(rows.map((r) => [byHash.get(r.token_hash)!, Number(r.booking_id)]));
}
