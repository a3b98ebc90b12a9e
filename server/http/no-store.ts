import type { RequestHandler } from "express";

/** For answers about who is signed in, or personal data: never kept by a browser or proxy cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};

const STAFF_PATH = /^\/api\/(?:admin|auth)(?:[/?]|$)/i;

/**
 * The same for every answer to a staff path, set before anything else runs: the refusals that come
 * before the staff routers (a URL too long, a NUL, a foreign Origin, malformed or oversized JSON, a
 * shed sign-in) are staff answers too.
 */
export const noStoreForStaffPaths: RequestHandler = (req, res, next) => {
  if (STAFF_PATH.test(req.url)) res.set("Cache-Control", "no-store");
  next();
};
