import { z } from "zod";
import { STAFF_ROLES } from "../staff-roles";
import { staffProfileSchema } from "../staff-profile";
import { MAX_PASSWORD_LENGTH } from "./staff-account";

const USERNAME_RULE = /^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$/;

/** POST /api/admin/users: a new colleague with a temporary password. */
export const createStaffSchema = staffProfileSchema
  .extend({
    username: z.string().trim().regex(USERNAME_RULE, "2 to 64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit"),
    role: z.enum(STAFF_ROLES),
    password: z.string().min(1, "Required").max(MAX_PASSWORD_LENGTH),
  })
  .strict();

/** PATCH /api/admin/users/:id: at least one of role, disabled, name and e-mail. */
export const changeStaffSchema = staffProfileSchema
  .extend({ role: z.enum(STAFF_ROLES).optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((c) => Object.values(c).some((v) => v !== undefined), "Give a role, disabled, a name or an e-mail");

/** PATCH /api/admin/settings. */
export const teamSettingsSchema = z.object({ twoFactorRequired: z.boolean() }).strict();
