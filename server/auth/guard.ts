import type { RequestHandler } from "express";
import { HttpError } from "../core/errors";

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Whether a session was signed in within its absolute lifetime (12 hours, however active). */
export function withinLifetime(s: { signedInAt?: number } | undefined, now = Date.now()): boolean {
  return !!s?.signedInAt && now - s.signedInAt <= SESSION_ABSOLUTE_MS;
}

/** Lets a request through only with a live staff session; ends sessions past their absolute lifetime. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  const s = req.session;
  if (!s?.userId) return next(new HttpError(401, "Not signed in"));
  if (!withinLifetime(s)) {
    return s.destroy(() => next(new HttpError(401, "Session expired, please sign in again")));
  }
  next();
};
