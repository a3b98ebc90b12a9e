import { randomBytes } from "node:crypto";
import type { Storage } from "../storage";
import { hashPassword } from "../auth/password";

/** The configured secret, or one generated on first start and kept in the database for every process. */
export function resolveSessionSecret(storage: Storage, configured?: string): Promise<string> {
  return configured ? Promise.resolve(configured) : storage.settings.ensureSetting("session_secret", () => randomBytes(48).toString("base64url"));
}

/** ADMIN_USERNAME/ADMIN_PASSWORD: creates that staff user, an admin, once; an existing user is left as it is. */
export async function ensureAdmin(storage: Storage, admin: { username: string; password: string } | undefined, passwordHashCost: number): Promise<"created" | "exists" | "none"> {
  if (!admin) return "none";
  if (await storage.users.getUserByUsername(admin.username)) return "exists";
  const created = await storage.users.createUser(admin.username, await hashPassword(admin.password, passwordHashCost), { role: "admin" });
  return created ? "created" : "exists";
}
