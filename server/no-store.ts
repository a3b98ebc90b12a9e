import type { RequestHandler } from "express";

/** For answers about who is signed in, or personal data: never kept by a browser or proxy cache. */
export const noStore: RequestHandler = (_req, res, next) => {
  res.set("Cache-Control", "no-store");
  next();
};
