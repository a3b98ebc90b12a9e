import { Router, type Request, type Response } from "express";
import { apiPaths } from "@shared/api-paths";
import { codeSchema, loginSchema } from "@shared/requests/staff-account";
import type { User } from "@shared/schema/users";
import { HttpError } from "../core/errors";
import { dummyPasswordHash, verifyPassword } from "../auth/password";
import { HASH_RETRY_AFTER_S, QueueFullError, passwordHashQueue } from "../auth/hash-queue";
import { PLAIN_COOKIE, SECURE_COOKIE } from "../auth/sessions";
import { CODE_ALERT_AT, loginThrottle, LOGIN_WINDOW_MS } from "../auth/login-throttle";
import { staffGate } from "../auth/staff-gate";
import { meBody } from "../auth/me-body";
import { isReusedTotp, matchTotp, REUSED_CODE } from "../auth/totp";
import { hashRecoveryCode, looksLikeRecoveryCode } from "../auth/recovery-codes";
import { audit } from "./record-audit";
import type { Storage } from "../storage";

const WRONG = "Wrong username or password";
const WRONG_CODE = "Wrong authentication code";
const TOO_MANY = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";
/** A half-signed-in session lasts five minutes and allows five wrong codes; then the password is asked again. */
const PENDING_MS = 5 * 60 * 1000;
const PENDING_TRIES = 5;

export function tooMany(res: Response): void {
  res.set("Retry-After", String(LOGIN_WINDOW_MS / 1000));
  res.status(429).json({ message: TOO_MANY });
}

/** 503 with Retry-After when the password-hash queue is full, so a sign-in flood can't starve the site. */
export function busy(res: Response): void {
  res.set("Retry-After", String(HASH_RETRY_AFTER_S));
  res.status(503).json({ message: "The server is busy, please try again in a few seconds" });
}

function regenerate(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.regenerate((err) => (err ? reject(err) : resolve())));
}

function save(req: Request): Promise<void> {
  return new Promise((resolve, reject) => req.session.save((err) => (err ? reject(err) : resolve())));
}

/** A full session: a new id, so a planted or half-signed-in id never becomes a signed-in one. */
async function signIn(req: Request, res: Response, storage: Storage, user: User): Promise<void> {
  await regenerate(req);
  req.session.userId = user.id;
  req.session.username = user.username;
  req.session.signedInAt = Date.now();
  await save(req);
  await storage.users.recordSignIn(user.id);
  await audit(storage, req, "sign-in", `user ${user.username}`, null, { id: user.id, username: user.username });
  res.json(meBody(user, await storage.settings.twoFactorRequired()));
}

export interface SignInAlertSettings {
  /** Who is told about repeated wrong codes: staff have no address of their own yet, so STAFF_ALERT_TO. */
  to: string[];
  messageIdDomain: string;
  onQueued?: () => void;
}

export function authRouter(storage: Storage, opts: { loginRateLimit: number; passwordHashCost: number; alert?: SignInAlertSettings }): Router {
  const router = Router();
  const throttle = loginThrottle(storage, opts.loginRateLimit);

  router.post(apiPaths.login.pattern, async (req, res) => {
    const { username, password } = loginSchema.parse(req.body);
    // Shed a flood before it costs any database work; the queue refuses again below if it fills meanwhile.
    if (passwordHashQueue.full) return busy(res);
    const ip = req.ip ?? "unknown";
    if (!(await throttle.admit(username, ip))) return tooMany(res);

    const user = await storage.users.getUserByUsername(username.trim());
    let ok: boolean;
    try {
      // An unknown user costs the same hash as a wrong password, so timing tells nothing.
      ok = await verifyPassword(password, user?.password ?? (await dummyPasswordHash(opts.passwordHashCost)));
    } catch (err) {
      if (err instanceof QueueFullError) return busy(res);
      throw err;
    }
    if (!user || !ok || user.disabledAt) {
      await throttle.failed(username, ip);
      await audit(storage, req, "sign-in-failed", null, user?.disabledAt && ok ? { reason: "disabled" } : null, {
        id: user?.id ?? null,
        username: username.trim().slice(0, 255),
      });
      throw new HttpError(401, WRONG);
    }
    await throttle.succeeded(username, ip);

    if (user.totpEnabledAt) {
      await regenerate(req);
      req.session.pendingUserId = user.id;
      req.session.pendingAt = Date.now();
      req.session.pendingTries = 0;
      await save(req);
      res.json({ twoFactorRequired: true });
      return;
    }
    await signIn(req, res, storage, user);
  });

  router.post(apiPaths.loginCode.pattern, async (req, res) => {
    const s = req.session;
    const userId = s?.pendingUserId;
    if (!userId || !s.pendingAt || Date.now() - s.pendingAt > PENDING_MS) {
      throw new HttpError(401, "Please sign in with your password again");
    }
    const { code } = codeSchema.parse(req.body);
    const ip = req.ip ?? "unknown";
    const attempt = await throttle.admitCode(ip, userId);
    if (attempt === false) return tooMany(res);
    const user = await storage.users.getUser(userId);
    if (!user || user.disabledAt || !user.totpEnabledAt || !user.totpSecret) {
      return s.destroy(() => res.status(401).json({ message: "Please sign in with your password again" }));
    }

    let accepted = false;
    let viaRecovery = false;
    const now = Date.now();
    const step = matchTotp(user.totpSecret, code, now, user.totpLastStep);
    // A right code of the step just accepted (here, or by a concurrent request) was typed twice.
    let reused = step === null && isReusedTotp(user.totpSecret, code, now, user.totpLastStep);
    if (step !== null) {
      accepted = await storage.users.acceptTotpStep(user.id, step);
      reused = !accepted;
    } else if (looksLikeRecoveryCode(code)) {
      accepted = await storage.users.useRecoveryCode(user.id, hashRecoveryCode(code));
      viaRecovery = accepted;
    }

    if (!accepted) {
      s.pendingTries = (s.pendingTries ?? 0) + 1;
      await audit(storage, req, "sign-in-failed", `user ${user.username}`, { step: "code" }, { id: user.id, username: user.username });
      if (attempt === CODE_ALERT_AT && opts.alert) {
        await storage.mail.queueSignInAlert(user.id, opts.alert.to, opts.alert.messageIdDomain);
        opts.alert.onQueued?.();
      }
      if (s.pendingTries >= PENDING_TRIES) {
        return s.destroy(() => res.status(401).json({ message: "Too many wrong codes. Please sign in with your password again." }));
      }
      await save(req);
      throw new HttpError(401, reused ? REUSED_CODE : WRONG_CODE);
    }
    await throttle.codeSucceeded(ip, user.id, attempt);
    if (viaRecovery) req.log.info({ userId: user.id }, "signed in with a recovery code");
    await signIn(req, res, storage, user);
  });

  router.post(apiPaths.logout.pattern, (req, res, next) => {
    if (!req.session) return void res.status(204).end();
    const user = req.session.userId ? { id: req.session.userId, username: req.session.username ?? `user ${req.session.userId}` } : undefined;
    req.session.destroy(async (err) => {
      if (err) return next(err);
      if (user) await audit(storage, req, "sign-out", `user ${user.username}`, null, user);
      res.clearCookie(req.secure ? SECURE_COOKIE : PLAIN_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: req.secure });
      res.status(204).end();
    });
  });

  router.get(apiPaths.me.pattern, staffGate(storage, "password"), async (req, res) => {
    res.json(meBody(req.staff!, await storage.settings.twoFactorRequired()));
  });

  return router;
}
