import { MAX_INT } from "@shared/schema";
import { HttpError } from "../errors";

/** A booking id from the path: a positive 32-bit integer, or undefined. */
export function parseId(raw: string): number | undefined {
  if (!/^\d{1,10}$/.test(raw)) return undefined;
  const n = Number(raw);
  return n >= 1 && n <= MAX_INT ? n : undefined;
}

/** Like parseId, but a malformed id is a 400. */
export function requireId(raw: string): number {
  const id = parseId(raw);
  if (id === undefined) throw new HttpError(400, "Booking id must be a positive integer", [{ path: "id", message: "Must be a positive integer" }]);
  return id;
}
