import { z } from "zod";
import { MAX_INT } from "@shared/requests/enquiry";
import type { UnmatchedCursor } from "../storage";
import { DEFAULT_PAGE, MAX_PAGE } from "./admin";

export function encodeUnmatchedCursor(c: UnmatchedCursor): string {
  return Buffer.from(`${c.at.toISOString()}|${c.id}|${c.total}`).toString("base64url");
}

/** Only what encodeUnmatchedCursor wrote: an exact ISO time, an id and a count. */
function decodeUnmatchedCursor(s: string): UnmatchedCursor | undefined {
  const parts = Buffer.from(s, "base64url").toString("utf8").split("|");
  if (parts.length !== 3) return undefined;
  const [iso, id, total] = parts;
  const at = new Date(iso);
  if (Number.isNaN(at.getTime()) || at.toISOString() !== iso) return undefined;
  if (!/^\d{1,10}$/.test(id) || Number(id) < 1 || Number(id) > MAX_INT) return undefined;
  if (!/^\d{1,10}$/.test(total)) return undefined;
  return { at, id: Number(id), total: Number(total) };
}

/** GET /api/admin/inbound: `view=unmatched`, and the booking list's `limit` and `cursor`. */
export const unmatchedQuery = z
  .object({
    view: z.literal("unmatched", { errorMap: () => ({ message: "Must be unmatched" }) }),
    limit: z
      .string()
      .regex(/^\d+$/, `Must be an integer from 1 to ${MAX_PAGE}`)
      .transform(Number)
      .pipe(z.number().int().min(1).max(MAX_PAGE))
      .default(String(DEFAULT_PAGE)),
    cursor: z
      .string()
      .max(200)
      .optional()
      .transform((c, ctx) => {
        if (c === undefined) return undefined;
        const decoded = decodeUnmatchedCursor(c);
        if (!decoded) ctx.addIssue({ code: "custom", message: "Invalid cursor" });
        return decoded;
      }),
  });
