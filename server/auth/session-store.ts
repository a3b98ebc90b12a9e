import type { Request } from "express";
import session from "express-session";
import type { Storage } from "../storage";
import type { SessionAccount } from "../storage";

/** Where get() leaves the account read with a session, for createSession() to hand to the request. */
const ACCOUNT = Symbol("session account");
type ReadSession = session.SessionData & { [ACCOUNT]?: SessionAccount };

/** The account read with a session, or undefined when the store did not read one. */
export function accountReadWith(sess: session.SessionData | null | undefined): SessionAccount | undefined {
  return (sess as ReadSession | null | undefined)?.[ACCOUNT];
}

/**
 * express-session store over our storage layer: sessions live in the database, so every server
 * process behind a load balancer sees the same ones, on PGlite and PostgreSQL alike.
 */
/** A session's stored expiry is pushed forward at most once a minute: reads stay reads. */
const TOUCH_STEP_MS = 60_000;
const MAX_REMEMBERED = 10_000;

export class DbSessionStore extends session.Store {
  /** The expiry each session had when this process last read it, until the request touches it. */
  private readonly readExpiry = new Map<string, number>();

  constructor(private readonly storage: Storage) {
    super();
  }

  private static expiry(sess: session.SessionData): Date {
    const expires = sess.cookie?.expires;
    return expires ? new Date(expires) : new Date(Date.now() + 24 * 60 * 60 * 1000);
  }

  override get(sid: string, cb: (err: unknown, session?: session.SessionData | null) => void): void {
    this.storage.sessions.getSession(sid).then(
      (row) => {
        if (row) {
          if (this.readExpiry.size >= MAX_REMEMBERED) this.readExpiry.clear();
          this.readExpiry.set(sid, row.expiresAt.getTime());
        }
        // A symbol key: express-session copies only the session's own enumerable string keys, and
        // JSON (what set() stores) drops it, so the account never becomes part of the session.
        cb(null, row ? Object.assign(row.sess as unknown as ReadSession, { [ACCOUNT]: row.account }) : null);
      },
      (err) => cb(err),
    );
  }

  /** The request's session; the account read with it goes on the request, for the staff gate. */
  override createSession(req: Request, sess: session.SessionData): session.Session & Partial<session.SessionData> {
    req.sessionAccount = accountReadWith(sess);
    return super.createSession(req, sess);
  }

  override set(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    // A half-signed-in session belongs to its account too, so whatever ends the account's sessions ends it.
    const owner = sess.userId ?? sess.pendingUserId;
    const userId = typeof owner === "number" ? owner : null;
    this.storage.sessions
      .setSession(sid, JSON.parse(JSON.stringify(sess)), DbSessionStore.expiry(sess), userId)
      .then(() => cb?.(), (err) => cb?.(err));
  }

  override touch(sid: string, sess: session.SessionData, cb?: (err?: unknown) => void): void {
    // Rolling sessions: activity pushes the idle expiry forward, written when it moved a minute or more.
    const next = DbSessionStore.expiry(sess);
    const stored = this.readExpiry.get(sid);
    this.readExpiry.delete(sid);
    if (stored !== undefined && next.getTime() - stored < TOUCH_STEP_MS) return void cb?.();
    this.storage.sessions.touchSession(sid, next).then(() => cb?.(), (err) => cb?.(err));
  }

  override destroy(sid: string, cb?: (err?: unknown) => void): void {
    this.readExpiry.delete(sid);
    this.storage.sessions.destroySession(sid).then(() => cb?.(), (err) => cb?.(err));
  }
}

declare module "express-serve-static-core" {
  interface Request {
    /** The session's account as read with the session in this request (server/auth/staff-gate.ts). */
    sessionAccount?: SessionAccount;
  }
}

declare module "express-session" {
  interface SessionData {
    userId?: number;
    username?: string;
    /** When the user signed in (ms); sessions end 12 hours after it whatever the activity. */
    signedInAt?: number;
    /** Password accepted, authentication code still due: no staff access until it is given. */
    pendingUserId?: number;
    pendingAt?: number;
    /** Wrong codes given in this half-signed-in session. */
    pendingTries?: number;
  }
}
