import type { Request, RequestHandler } from "express";
import type { User } from "@shared/schema/users";
import type { StaffRole } from "@shared/staff-roles";
import { HttpError } from "../core/errors";
import type { Storage } from "../storage";
import type { SessionAccount } from "../storage";
import { withinLifetime } from "./guard";

declare module "express-serve-static-core" {
  interface Request {
    /** The signed-in staff member, read from the database on every request (role and state are live). */
    staff?: User;
  }
}

/**
 * What a restricted account may still do: `password` - only change its temporary password;
 * `enrol` - also set up two-factor (required by an admin, not yet on). Everything else is `full`.
 */
export type Allowance = "password" | "enrol" | "full";

export const MUST_CHANGE_PASSWORD = "Choose a new password first";
export const MUST_ENROL = "Turn on two-factor sign-in first";

/** Why this account may not do everything yet, or null when it may. */
export function restriction(user: Pick<User, "mustChangePassword" | "totpEnabledAt">, twoFactorRequired: boolean): "password" | "enrol" | null {
  if (user.mustChangePassword) return "password";
  if (twoFactorRequired && !user.totpEnabledAt) return "enrol";
  return null;
}

type LiveAccount = { user: User; why: "password" | "enrol" | null };

/** An account that may act, and why it may not do everything yet; undefined when gone or disabled. */
function standing(user: User | undefined, twoFactorRequired: boolean): LiveAccount | undefined {
  if (!user || user.disabledAt) return undefined;
  return { user, why: restriction(user, twoFactorRequired) };
}

/**
 * The account behind a signed-in session and why it may not do everything yet (null when it may),
 * or undefined when the account is gone or disabled. The session store reads both with the session
 * itself (one round trip for the whole check); `read` is that, used when it is this user's.
 */
export async function liveAccount(storage: Storage, userId: number, read?: SessionAccount): Promise<LiveAccount | undefined> {
  // A session without an owner row (the account removed, or a session kept from before sessions
  // named their owner) is checked by the reads themselves.
  if (read?.owner?.id === userId) return standing(read.owner, read.twoFactorRequired);
  const [user, twoFactorRequired] = await Promise.all([storage.users.getUser(userId), storage.settings.twoFactorRequired()]);
  return standing(user, twoFactorRequired);
}

const ALLOWED: Record<Allowance, ("password" | "enrol" | null)[]> = {
  password: ["password", "enrol", null],
  enrol: ["enrol", null],
  full: [null],
};

/**
 * A live staff session: a signed-in (not half-signed-in) session whose account still exists and is
 * active; 401 otherwise. A temporary password or a missing required two-factor allows only the
 * steps that fix it (403 elsewhere), enforced here and not only in the desk.
 */
export function staffGate(storage: Storage, allowance: Allowance = "full"): RequestHandler {
  return async (req, _res, next) => {
    const s = req.session;
    if (!s?.userId) return next(new HttpError(401, "Not signed in"));
    if (!withinLifetime(s)) {
      return s.destroy(() => next(new HttpError(401, "Session expired, please sign in again")));
    }
    const account = await liveAccount(storage, s.userId, req.sessionAccount);
    if (!account) return s.destroy(() => next(new HttpError(401, "Not signed in")));
    if (!ALLOWED[allowance].includes(account.why)) {
      return next(new HttpError(403, account.why === "password" ? MUST_CHANGE_PASSWORD : MUST_ENROL));
    }
    req.staff = account.user;
    next();
  };
}

/** After staffGate: 403 unless the staff member has one of the roles. */
export function requireRole(...roles: StaffRole[]): RequestHandler {
  return (req: Request, _res, next) => {
    if (!req.staff) return next(new HttpError(401, "Not signed in"));
    if (!roles.includes(req.staff.role as StaffRole)) return next(new HttpError(403, "Only an admin can do this"));
    next();
  };
}
