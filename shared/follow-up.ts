import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "./text-rules";

/** PUT /api/admin/bookings/:id/follow-up: when to come back to a booking, and why (the time is checked against the server's clock). */
export const MAX_FOLLOW_UP_NOTE = 500;

const ISO_TIME = "Must be an ISO time such as 2026-11-26T09:00:00+05:30";

/**
 * Whether an ISO time's offset is one a clock can have (at most 14 hours, under 60 minutes) and the
 * time itself exists: zod's pattern lets `+24:00` and `+05:99` through, which no Date can read.
 */
function isRealIsoTime(v: string): boolean {
  const offset = /([+-])(\d{2}):?(\d{2})$/.exec(v);
  if (offset && (Number(offset[2]) * 60 + Number(offset[3]) > 14 * 60 || Number(offset[3]) >= 60)) return false;
  return !Number.isNaN(new Date(v).getTime());
}

export const setFollowUpSchema = z
  .object({
    at: z
      .string()
      .datetime({ offset: true, message: ISO_TIME })
      .refine(isRealIsoTime, ISO_TIME)
      .transform((v) => new Date(v))
      .nullable(),
    note: z
      .string()
      .trim()
      .max(MAX_FOLLOW_UP_NOTE, `Must be at most ${MAX_FOLLOW_UP_NOTE} characters`)
      .refine(isStorableText, NOT_STORABLE)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict();

/** GET /api/admin/desk-clock: DESK_TIMEZONE and the desk's time now, which the quick choices count from. */
export interface DeskClock {
  timeZone: string;
  now: string;
}
