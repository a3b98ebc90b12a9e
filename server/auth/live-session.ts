import type { Request } from "express";
import type { SessionData } from "express-session";
import type { Storage } from "../storage";
import { withinLifetime } from "./guard";
import { accountReadWith } from "./session-store";
import { liveAccount } from "./staff-gate";

/**
 * Whether a request's session is still signed in: within its absolute lifetime, still in the
 * session store (sign-out, a password change, disabling the account or the idle limit remove it,
 * whichever process did it), and its account still active and allowed everything (no temporary
 * password, no two-factor required of it and missing). For connections that outlive the
 * request that opened them, such as the desk's event stream.
 */
export function sessionStillLive(storage: Storage) {
  return async (req: Request): Promise<boolean> => {
    const s = req.session;
    if (!s?.userId || !withinLifetime(s)) return false;
    const stored = await new Promise<SessionData | null | undefined>((resolve, reject) =>
      req.sessionStore.get(req.sessionID, (err, data) => (err ? reject(err) : resolve(data))),
    );
    if (!stored?.userId) return false;
    return (await liveAccount(storage, s.userId, accountReadWith(stored)))?.why === null;
  };
}
