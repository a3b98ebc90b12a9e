import type { RequestHandler } from "express";
import { HttpError } from "../core/errors";

/**
 * A NUL can't be stored or compared by PostgreSQL, and no page, search or id ever needs one, so a
 * request whose path or query holds one (`%00`) is refused here, before any route reads it.
 */
export const refuseNulInUrl: RequestHandler = (req, _res, next) => {
  next(req.url.includes("%00") ? new HttpError(400, "The request URL must not contain a NUL character") : undefined);
};
