import type { Request } from "express";
import { MAX_INT } from "@shared/requests/enquiry";
import { HttpError } from "../core/errors";

/** What an `:id` names, for the message of its 400. */
type IdOf = "Booking" | "User" | "Saved reply" | "Message" | "Attachment" | "Departure" | "Programme";

/**
 * The `:id` of the request's path: a positive 32-bit integer. Anything else is the same 400 on every route,
 * before any lookup, so a malformed id never reads as "no such booking".
 */
export function pathId(req: Request, of: IdOf = "Booking"): number {
  const raw = req.params.id;
  if (typeof raw === "string" && /^\d{1,10}$/.test(raw)) {
    const n = Number(raw);
    if (n >= 1 && n <= MAX_INT) return n;
  }
  throw new HttpError(400, `${of} id must be a positive integer`, [{ path: "id", message: "Must be a positive integer" }]);
}
