import session from "express-session";
import type { Storage } from "../storage";

/**
 * express-session store over our storage layer: sessions live in the database, so every server
 * process behind a load balancer sees the same ones, on PGlite and PostgreSQL alike.
 */
export class DbSessionStore extends session.Store {
  constructor(private readonly storage: Storage) {
    super();
  }

  private static expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + 24 * 60 * 60 * 1000);
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.storage.getSession(sid).then(
      (row) => cb(null, row ? (row.sess as unknown as session.SessionData) : null),
      (err) => cb(err),
    );
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    const userId = typeof sess.userId === "number" ? sess.userId : null;
    this.storage
      .setSession(sid, JSON.parse(JSON.stringify(sess)), DbSessionStore.expiry(sess), userId)
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    // Rolling sessions: each request of a signed-in user pushes the idle expiry forward.
    this.storage.touchSession(sid, DbSessionStore.expiry(sess)).then(() => cb?.(), (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.storage.destroySession(sid).then(() => cb?.(), (err) => cb?.(err));
  }
}

declare module "express-session" {
  interface SessionData {
    userId?: number;
    username?: string;
    /** When the user signed in (ms); sessions end 12 hours after it whatever the activity. */
    signedInAt?: number;
  }
}
