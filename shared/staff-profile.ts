import { z } from "zod";
import { isStorableText, NOT_STORABLE } from "./text-rules";

export const MAX_STAFF_NAME = 100;
export const MAX_STAFF_EMAIL = 254;

/** An empty answer clears the field: the username stands in for the name, the alerts go to STAFF_ALERT_TO. */
const emptyToNull = (s: string) => (s === "" ? null : s);

const staffName = z
  .string()
  .trim()
  .max(MAX_STAFF_NAME, `Must be at most ${MAX_STAFF_NAME} characters`)
  .refine(isStorableText, NOT_STORABLE)
  // eslint-disable-next-line no-control-regex
  .refine((s) => !/[\u0000-\u001f\u007f]/.test(s), "Must be one line")
  .transform(emptyToNull)
  .nullable();

const staffEmail = z
  .string()
  .trim()
  .max(MAX_STAFF_EMAIL, `Must be at most ${MAX_STAFF_EMAIL} characters`)
  .refine((s) => s === "" || z.string().email().safeParse(s).success, "Enter an e-mail address like name@example.com")
  .transform(emptyToNull)
  .nullable();

/** A staff member's name and e-mail as Team and Account send them (each optional; "" or null clears it). */
export const staffProfileSchema = z.object({ name: staffName.optional(), email: staffEmail.optional() });

/** What colleagues see for a staff member: the name, else the username. */
export function staffLabel(u: { username: string; name?: string | null }): string {
  return u.name?.trim() || u.username;
}
