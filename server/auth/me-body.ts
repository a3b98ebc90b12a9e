import type { User } from "@shared/schema/users";
import type { AuthUser } from "@shared/api-types";

/** What the desk needs to know about the signed-in staff member (GET /api/auth/me, sign-in answers). */
export function meBody(user: User, twoFactorRequired: boolean): AuthUser {
  return {
    id: user.id,
    username: user.username,
    role: user.role,
    name: user.name,
    email: user.email,
    pendingEmail: user.pendingEmail,
    mustChangePassword: user.mustChangePassword,
    twoFactorEnabled: !!user.totpEnabledAt,
    twoFactorRequired,
    digestEnabled: user.digestEnabled,
    openNextAfterSend: user.openNextAfterSend,
  };
}
