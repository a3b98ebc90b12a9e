import { z } from "zod";
import { staffProfileSchema } from "../staff-profile";
import { isStorableText, NOT_STORABLE } from "../text-rules";

/** The longest password hashed: a longer one is refused before any work is done on it. */
export const MAX_PASSWORD_LENGTH = 1024;

const password = z.string().min(1, "Required").max(MAX_PASSWORD_LENGTH);
const totpCode = z.string().trim().min(1, "Required").max(64);

/** POST /api/auth/login. */
export const loginSchema = z.object({
  username: z.string().min(1, "Required").max(255).refine(isStorableText, NOT_STORABLE),
  password,
});

/** POST /api/auth/password. */
export const changePasswordSchema = z.object({ currentPassword: password, newPassword: password }).strict();

/**
 * A six-digit code or a recovery code. The sign-in step reads only `code` from what it is sent;
 * the account's own requests refuse any other field (codeOnlySchema).
 */
export const codeSchema = z.object({ code: totpCode });
export const codeOnlySchema = codeSchema.strict();

/** POST /api/auth/totp/disable: the password and a current code. */
export const disableTotpSchema = z.object({ password, code: totpCode }).strict();

/** PATCH /api/auth/me: the staff member's own name, e-mail and settings. */
export const ownProfileSchema = staffProfileSchema.extend({ digestEnabled: z.boolean().optional(), openNextAfterSend: z.boolean().optional() }).strict();

/** The new e-mail's confirmation link: the token it carries. */
export const confirmationTokenQuery = z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{20,100}$/, "Not a link we sent") });
