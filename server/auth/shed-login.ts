import type { RequestHandler } from "express";
import { HASH_RETRY_AFTER_S, passwordHashQueue } from "./hash-queue";

/**
 * Mounted before everything else for POST /api/auth/login: while the password-hash queue is full,
 * a sign-in is answered 503 at once, before logging, body parsing or sessions. In a flood these
 * refusals are most of the traffic, so each must cost next to nothing, and they are not worth a log
 * line each (the hash queue's refusals are counted by the flood benchmark instead).
 */
export const shedLoginWhenBusy: RequestHandler = (_req, res, next) => {
  if (!passwordHashQueue.full) return next();
  res.set({ "Retry-After": String(HASH_RETRY_AFTER_S), "Cache-Control": "no-store", "X-Content-Type-Options": "nosniff" });
  res.status(503).json({ message: "The server is busy, please try again in a few seconds" });
};
