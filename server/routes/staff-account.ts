import { Router } from "express";
import { apiPaths } from "@shared/api-paths";
import { HttpError } from "../core/errors";
import { verifyPassword } from "../auth/password";
import { hashNewPassword, refuseWeakPassword } from "../auth/new-password";
import { QueueFullError } from "../auth/hash-queue";
import { staffGate } from "../auth/staff-gate";
import { createLimiter } from "../http/rate-limit";
import { isReusedTotp, matchTotp, newTotpSecret, otpauthUrl, REUSED_CODE } from "../auth/totp";
import { hashRecoveryCode, newRecoveryCodes } from "../auth/recovery-codes";
import { LOGIN_WINDOW_MS } from "../auth/login-throttle";
import { audit } from "./record-audit";
import { meBody } from "../auth/me-body";
import { changePasswordSchema, codeOnlySchema, disableTotpSchema, ownProfileSchema } from "@shared/requests/staff-account";
import type { Storage } from "../storage";
import { busy } from "./auth";
import { emailConfirmationRouter } from "./email-confirmation";
import { changeStaffEmail, type EmailLinkOptions } from "./staff-email-change";

const fieldError = (path: string, message: string) => new HttpError(400, "Invalid input", [{ path, message }]);

async function checkPassword(password: string, hash: string): Promise<boolean | "busy"> {
  try {
    return await verifyPassword(password, hash);
  } catch (err) {
    if (err instanceof QueueFullError) return "busy";
    throw err;
  }
}

/** The signed-in staff member's own account: password and two-factor sign-in (/api/auth/...). */
export function accountRouter(storage: Storage, opts: { loginRateLimit: number; emailLink: EmailLinkOptions; passwordHashCost: number }): Router {
  const router = Router();
  router.use(emailConfirmationRouter(storage));
  // Wrong current passwords count per account, so a left-open session can't be used to guess it.
  const guesses = createLimiter(storage, {
    name: "password-check",
    windowMs: LOGIN_WINDOW_MS,
    limit: opts.loginRateLimit,
    message: "Too many wrong passwords. Please wait 15 minutes and try again.",
    skipSuccessfulRequests: true,
    keyGenerator: (req) => String(req.staff?.id ?? req.ip),
  });

  router.post(apiPaths.password.pattern, staffGate(storage, "password"), guesses, async (req, res) => {
    const { currentPassword, newPassword } = changePasswordSchema.parse(req.body);
    const user = req.staff!;
    const ok = await checkPassword(currentPassword, user.password);
    if (ok === "busy") return busy(res);
    if (!ok) throw fieldError("currentPassword", "That is not your current password");
    refuseWeakPassword(newPassword, user.username, "newPassword", newPassword === currentPassword ? ["Must differ from your current password"] : []);
    const hash = await hashNewPassword(newPassword, opts.passwordHashCost);
    if (hash === "busy") return busy(res);
    // Every other session of this user ends; this one goes on.
    await storage.users.setPassword(user.id, hash, { keepSid: req.sessionID });
    await audit(storage, req, "password-changed", `user ${user.username}`);
    res.status(204).end();
  });

  /** One's own name, e-mail, morning digest and what follows Send reply (Account): all checked before anything is changed. */
  router.patch(apiPaths.me.pattern, staffGate(storage, "full"), async (req, res) => {
    const profile = ownProfileSchema.parse(req.body);
    const user = req.staff!;
    // The e-mail first: an address that is someone else's changes nothing at all.
    const { email, ...rest } = profile;
    if (email !== undefined && !(await changeStaffEmail(storage, user.id, email, opts.emailLink))) throw new HttpError(401, "Not signed in");
    const updated = await storage.users.setProfile(user.id, rest);
    if (!updated) throw new HttpError(401, "Not signed in");
    await audit(storage, req, "profile-changed", `user ${user.username}`, profile);
    res.json(meBody(updated, await storage.settings.twoFactorRequired()));
  });

  router.post(apiPaths.totpSetup.pattern, staffGate(storage, "enrol"), async (req, res) => {
    const user = req.staff!;
    if (user.totpEnabledAt) throw new HttpError(409, "Two-factor sign-in is already on");
    const secret = newTotpSecret();
    await storage.users.setPendingTotpSecret(user.id, secret);
    res.json({ otpauthUrl: otpauthUrl(secret, user.username), secret });
  });

  router.post(apiPaths.totpEnable.pattern, staffGate(storage, "enrol"), async (req, res) => {
    const { code } = codeOnlySchema.parse(req.body);
    const user = req.staff!;
    if (user.totpEnabledAt) throw new HttpError(409, "Two-factor sign-in is already on");
    if (!user.totpSecret) throw new HttpError(400, "Start the set-up first");
    const step = matchTotp(user.totpSecret, code, Date.now(), null);
    if (step === null) throw fieldError("code", "That code is not right; check your app's clock and try the current code");
    const codes = newRecoveryCodes();
    if (!(await storage.users.enableTotp(user.id, step, codes.map(hashRecoveryCode)))) throw new HttpError(409, "Two-factor sign-in is already on");
    await audit(storage, req, "two-factor-on", `user ${user.username}`);
    res.json({ recoveryCodes: codes });
  });

  router.post(apiPaths.totpDisable.pattern, staffGate(storage, "full"), guesses, async (req, res) => {
    const { password, code } = disableTotpSchema.parse(req.body);
    const user = req.staff!;
    if (!user.totpEnabledAt || !user.totpSecret) throw new HttpError(409, "Two-factor sign-in is not on");
    if (await storage.settings.twoFactorRequired()) throw new HttpError(409, "Two-factor sign-in is required for all staff");
    const ok = await checkPassword(password, user.password);
    if (ok === "busy") return busy(res);
    if (!ok) throw fieldError("password", "That is not your current password");
    const now = Date.now();
    const step = matchTotp(user.totpSecret, code, now, user.totpLastStep);
    if (step === null && isReusedTotp(user.totpSecret, code, now, user.totpLastStep)) throw fieldError("code", REUSED_CODE);
    if (step === null) throw fieldError("code", "That code is not right");
    if (!(await storage.users.acceptTotpStep(user.id, step))) throw fieldError("code", REUSED_CODE);
    await storage.users.disableTotp(user.id);
    await audit(storage, req, "two-factor-off", `user ${user.username}`);
    res.status(204).end();
  });

  return router;
}
