import type { RequestHandler } from "express";

/** The longest page path is under 40 characters; nothing real comes near these bounds. */
export const MAX_PATH_LENGTH = 1024;
/** Room for the staff desk's search and paging cursor, and long catalogue filter links. */
export const MAX_URL_LENGTH = 4096;

/** Whether a request target is too long to be worth routing: its path, or the whole of it. */
export function isTooLong(url: string): boolean {
  if (url.length > MAX_URL_LENGTH) return true;
  const query = url.indexOf("?");
  return (query === -1 ? url.length : query) > MAX_PATH_LENGTH;
}

/**
 * Answers an absurdly long request target with 414 before any routing (the request is still
 * logged), so no path handling ever works on text of that size.
 */
export const refuseLongUrls: RequestHandler = (req, res, next) => {
  if (!isTooLong(req.url)) return next();
  res.status(414).json({ message: "Request URL is too long" });
};
