import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "./text-rules";
import { MAX_INT } from "./requests/enquiry";
import { ACTIVITY_KINDS } from "./booking-views";

/** What staff send about one booking; the answers' types are in api-types.ts. */

export const MAX_ACTIVITY_BODY = 10_000;

/** A note or a logged contact. A note needs words; a contact may be logged without any. */
export const addActivitySchema = z
  .object({
    kind: z.enum(ACTIVITY_KINDS),
    body: z
      .string()
      .trim()
      .max(MAX_ACTIVITY_BODY, `Must be at most ${MAX_ACTIVITY_BODY} characters`)
      .refine(isStorableText, NOT_STORABLE)
      .nullish()
      .transform((v) => (v ? v : null)),
  })
  .strict()
  .superRefine((v, ctx) => {
    if (v.kind === "note" && !v.body) ctx.addIssue({ code: "custom", path: ["body"], message: "A note needs some text" });
  });
export type AddActivity = z.output<typeof addActivitySchema>;

export const setAssigneeSchema = z.object({ userId: z.number().int().min(1).max(MAX_INT).nullable() }).strict();

/** PUT /api/admin/bookings/:id/duplicate-of: the booking this one duplicates, or null to undo. */
export const setDuplicateOfSchema = z.object({ bookingId: z.number().int().min(1).max(MAX_INT).nullable() }).strict();
