import { createHash } from "node:crypto";

/**
 * A staff session is stored under the SHA-256 of its id, never the id itself: the cookie carries
 * the id, so a copy of the database, a backup or its WAL (with the session secret that
 * app_settings keeps when SESSION_SECRET is unset) opens no one's session. Migration 0029 stored
 * the sessions kept before this under theirs.
 */
export function sessionKey(sid: string): string {
  return createHash("sha256").update(sid).digest("hex");
}
