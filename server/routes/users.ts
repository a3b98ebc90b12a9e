import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import type { StaffListItem } from "@shared/api-types";
import type { User } from "@shared/schema/users";
import { changeStaffSchema, createStaffSchema, teamSettingsSchema } from "@shared/requests/team";
import { HttpError } from "../core/errors";
import { hashNewPassword, refuseWeakPassword } from "../auth/new-password";
import { requireRole } from "../auth/staff-gate";
import { audit } from "./record-audit";
import { LastAdminError, type Storage } from "../storage";
import { busy } from "./auth";
import { pathId } from "./path-id";
import { changeStaffEmail, refuseTakenEmail, type EmailLinkOptions } from "./staff-email-change";

/** A staff member as the Team tab lists it: never the password hash or the two-factor secret. */
export function staffListItem(u: User): StaffListItem {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    name: u.name,
    email: u.email,
    pendingEmail: u.pendingEmail,
    twoFactorEnabled: !!u.totpEnabledAt,
    mustChangePassword: u.mustChangePassword,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    disabled: !!u.disabledAt,
    createdAt: u.createdAt.toISOString(),
  };
}

/** Team management, admins only: /api/admin/users and the two-factor requirement. Mounted after staffGate. */
export function usersRouter(storage: Storage, emailLink: EmailLinkOptions, passwordHashCost: number): Router {
  const router = Router();
  router.use([apiPaths.users.pattern, apiPaths.settings.pattern], requireRole("admin"));

  router.get(apiPaths.users.pattern, async (_req, res) => {
    res.json((await storage.users.listUsers()).map(staffListItem));
  });

  router.post(apiPaths.users.pattern, async (req, res) => {
    const { username, role, password, name, email } = createStaffSchema.parse(req.body);
    refuseWeakPassword(password, username, "password");
    const hash = await hashNewPassword(password, passwordHashCost);
    if (hash === "busy") return busy(res);
    await refuseTakenEmail(storage, email);
    // The e-mail waits for its link like any change of it, so it is asked for once the user exists.
    const created = await storage.users.createUser(username, hash, { role, mustChangePassword: true, name });
    if (!created) throw new HttpError(409, "That username is taken");
    const user = (email && (await changeStaffEmail(storage, created.id, email, emailLink))) || created;
    await audit(storage, req, "staff-created", `user ${user.username}`, { role, ...(user.name && { name: user.name }), ...(user.email && { email: user.email }) });
    res.status(201).json({ id: user.id, username: user.username, role: user.role, name: user.name, email: user.email, pendingEmail: user.pendingEmail });
  });

  router.patch(apiPaths.user.pattern, async (req, res) => {
    const id = pathId(req, "User");
    const change = changeStaffSchema.parse(req.body);
    let updated: User | undefined;
    const { email, ...rest } = change;
    try {
      if (email !== undefined && !(await storage.users.getUser(id))) throw new HttpError(404, "No such staff member");
      if (email !== undefined) await changeStaffEmail(storage, id, email, emailLink);
      updated = await storage.users.changeStaff(id, rest);
    } catch (err) {
      if (err instanceof LastAdminError) throw new HttpError(409, err.message);
      throw err;
    }
    if (!updated) throw new HttpError(404, "No such staff member");
    await audit(storage, req, "staff-changed", `user ${updated.username}`, change);
    res.json(staffListItem(updated));
  });

  /** For a lost phone: the user signs in with the password alone and sets two-factor up again. */
  router.delete(apiPaths.userTotp.pattern, async (req, res) => {
    const id = pathId(req, "User");
    const user = await storage.users.getUser(id);
    if (!user) throw new HttpError(404, "No such staff member");
    await storage.users.disableTotp(id);
    await storage.users.endSessionsOf(id);
    await audit(storage, req, "two-factor-reset", `user ${user.username}`);
    res.status(204).end();
  });

  router.get(apiPaths.settings.pattern, async (_req, res) => {
    res.json({ twoFactorRequired: await storage.settings.twoFactorRequired() });
  });

  router.patch(apiPaths.settings.pattern, async (req, res) => {
    const { twoFactorRequired } = teamSettingsSchema.parse(req.body);
    // Requiring it first of oneself keeps the admin who flips the switch from being shut out mid-task.
    if (twoFactorRequired && !req.staff!.totpEnabledAt) {
      throw new HttpError(409, "Turn on two-factor sign-in for your own account first");
    }
    await storage.settings.setTwoFactorRequired(twoFactorRequired);
    await audit(storage, req, "two-factor-requirement", null, { required: twoFactorRequired });
    res.json({ twoFactorRequired });
  });

  return router;
}
