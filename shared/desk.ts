import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "./text-rules";
import { MAX_INT, type Booking, type BookingStatus } from "./schema";
import { ACTIVITY_KINDS, type ActivityKind } from "./booking-views";
import type { MailKind, MailState } from "./mail-states";
import type { StaffRole } from "./staff-roles";
import type { EmailInEntry, EmailOutEntry } from "./conversation";

/** A booking as the desk lists it: every column plus the assignee's username. */
export type BookingListItem = Booking & { assignee: string | null };

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

interface EntryBase {
  by: string;
  /** ISO time. */
  at: string;
}

/** One line of a booking's timeline (GET /api/admin/bookings/:id/activities). */
export type TimelineEntry =
  | (EntryBase & { kind: ActivityKind; body: string | null })
  | (EntryBase & { kind: "status"; from: BookingStatus; to: BookingStatus })
  | (EntryBase & { kind: "assignment"; assigneeId: number | null; assignee: string | null })
  /** Staff released an enquiry held as suspected spam; `reason` is why it had been held. */
  | (EntryBase & { kind: "not-spam"; reason: string | null })
  | (EntryBase & {
      kind: "mail";
      mailKind: MailKind;
      to: string;
      status: MailState;
      attempts: number;
      lastError: string | null;
      sentAt: string | null;
    })
  /** The conversation's e-mails: the visitor's (and machines') in, ours out. */
  | EmailInEntry
  | EmailOutEntry;

export interface StaffMember {
  id: number;
  username: string;
  role: StaffRole;
}

export interface Insights {
  weeks: string[];
  perWeek: { week: string; category: string; count: number }[];
  bySource: { kind: "programme" | "page" | "referrer" | "campaign"; label: string; count: number }[];
  response: { answered: number; within24h: number; total: number; medianMinutes: number | null };
  statusMix: { status: string; count: number }[];
  byStaff: { userId: number; username: string; assigned: number; answered: number }[];
}
