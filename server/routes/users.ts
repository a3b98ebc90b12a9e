import { Router } from "express";
import type { StaffListItem } from "@shared/api-types";
import { z } from "zod";
import { MAX_INT, type User } from "@shared/schema";
import { STAFF_ROLES } from "@shared/staff-roles";
import { HttpError, zodErrorBody } from "../errors";
import { hashPassword } from "../auth/password";
import { QueueFullError } from "../auth/hash-queue";
import { passwordProblems, MAX_PASSWORD_LENGTH } from "../auth/password-policy";
import { requireRole } from "../auth/staff-gate";
import { audit } from "../audit";
import { LastAdminError, type Storage } from "../storage";
import { busy } from "./auth";

export const USERNAME_RULE = /^[A-Za-z0-9][A-Za-z0-9._@-]{1,63}$/;

const createSchema = z
  .object({
    username: z.string().trim().regex(USERNAME_RULE, "2 to 64 letters, digits, dots, dashes, underscores or @, starting with a letter or digit"),
    role: z.enum(STAFF_ROLES),
    password: z.string().min(1, "Required").max(MAX_PASSWORD_LENGTH),
  })
  .strict();

const changeSchema = z
  .object({ role: z.enum(STAFF_ROLES).optional(), disabled: z.boolean().optional() })
  .strict()
  .refine((c) => c.role !== undefined || c.disabled !== undefined, "Give a role or disabled");

const settingsSchema = z.object({ twoFactorRequired: z.boolean() }).strict();

/** A staff member as the Team tab lists it: never the password hash or the two-factor secret. */
export function staffListItem(u: User): StaffListItem {
  return {
    id: u.id,
    username: u.username,
    role: u.role,
    twoFactorEnabled: !!u.totpEnabledAt,
    mustChangePassword: u.mustChangePassword,
    lastSignInAt: u.lastSignInAt?.toISOString() ?? null,
    disabled: !!u.disabledAt,
    createdAt: u.createdAt.toISOString(),
  };
}

function parseId(raw: string): number {
  const n = /^\d{1,10}$/.test(raw) ? Number(raw) : NaN;
  if (!(n >= 1 && n <= MAX_INT)) throw new HttpError(400, "User id must be a positive integer", [{ path: "id", message: "Must be a positive integer" }]);
  return n;
}

/** Team management, admins only: /api/admin/users and the two-factor requirement. Mounted after staffGate. */
export function usersRouter(storage: Storage): Router {
  const router = Router();
  router.use(["/users", "/settings"], requireRole("admin"));

  router.get("/users", async (_req, res) => {
    res.json((await storage.listUsers()).map(staffListItem));
  });

  router.post("/users", async (req, res) => {
    const body = createSchema.safeParse(req.body);
    if (!body.success) return void res.status(400).json(zodErrorBody(body.error));
    const { username, role, password } = body.data;
    const problems = passwordProblems(password, username);
    if (problems.length) throw new HttpError(400, problems[0], problems.map((message) => ({ path: "password", message })));
    let hash: string;
    try {
      hash = await hashPassword(password);
    } catch (err) {
      if (err instanceof QueueFullError) return busy(res);
      throw err;
    }
    const user = await storage.createUser(username, hash, { role, mustChangePassword: true });
    if (!user) throw new HttpError(409, "That username is taken");
    await audit(storage, req, "staff-created", `user ${user.username}`, { role });
    res.status(201).json({ id: user.id, username: user.username, role: user.role });
  });

  router.patch("/users/:id", async (req, res) => {
    const id = parseId(req.params.id);
    const body = changeSchema.safeParse(req.body);
    if (!body.success) return void res.status(400).json(zodErrorBody(body.error));
    let updated: User | undefined;
    try {
      updated = await storage.changeStaff(id, body.data);
    } catch (err) {
      if (err instanceof LastAdminError) throw new HttpError(409, err.message);
      throw err;
    }
    if (!updated) throw new HttpError(404, "No such staff member");
    await audit(storage, req, "staff-changed", `user ${updated.username}`, body.data);
    res.json(staffListItem(updated));
  });

  /** For a lost phone: the user signs in with the password alone and sets two-factor up again. */
  router.delete("/users/:id/totp", async (req, res) => {
    const id = parseId(req.params.id);
    const user = await storage.getUser(id);
    if (!user) throw new HttpError(404, "No such staff member");
    await storage.disableTotp(id);
    await storage.endSessionsOf(id);
    await audit(storage, req, "two-factor-reset", `user ${user.username}`);
    res.status(204).end();
  });

  router.get("/settings", async (_req, res) => {
    res.json({ twoFactorRequired: await storage.twoFactorRequired() });
  });

  router.patch("/settings", async (req, res) => {
    const body = settingsSchema.safeParse(req.body);
    if (!body.success) return void res.status(400).json(zodErrorBody(body.error));
    // Requiring it first of oneself keeps the admin who flips the switch from being shut out mid-task.
    if (body.data.twoFactorRequired && !req.staff!.totpEnabledAt) {
      throw new HttpError(409, "Turn on two-factor sign-in for your own account first");
    }
    await storage.setTwoFactorRequired(body.data.twoFactorRequired);
    await audit(storage, req, "two-factor-requirement", null, { required: body.data.twoFactorRequired });
    res.json({ twoFactorRequired: body.data.twoFactorRequired });
  });

  return router;
}
