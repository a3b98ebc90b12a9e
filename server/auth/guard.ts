import type { RequestHandler } from "express";
import { HttpError } from "../errors";

export const SESSION_IDLE_MS = 30 * 60 * 1000;
export const SESSION_ABSOLUTE_MS = 12 * 60 * 60 * 1000;

/** Lets a request through only with a live staff session; ends sessions past their absolute lifetime. */
export const requireStaff: RequestHandler = (req, _res, next) => {
  const s = req.session;
  if (!s?.userId) return next(new HttpError(401, "Not signed in"));
  if (!s.signedInAt || Date.now() - s.signedInAt > SESSION_ABSOLUTE_MS) {
    return s.destroy(() => next(new HttpError(401, "Session expired, please sign in again")));
  }
  next();
};
