import { Router } from "express";
import { loginSchema } from "@shared/schema";
import { HttpError, zodErrorBody } from "../errors";
import { createLimiter } from "../rate-limit";
import { dummyPasswordHash, verifyPassword } from "../auth/password";
import { PLAIN_COOKIE, SECURE_COOKIE } from "../auth/sessions";
import { requireStaff } from "../auth/guard";
import type { Storage } from "../storage";

const WINDOW = 15 * 60 * 1000;
const WRONG = "Wrong username or password";
const TOO_MANY = "Too many failed sign-in attempts. Please wait 15 minutes and try again.";

export function authRouter(storage: Storage, opts: { loginRateLimit: number }): Router {
  const router = Router();
  // Failed attempts count per address and per username; a success does not use up the allowance.
  const byIp = createLimiter(storage, {
    name: "login-ip",
    windowMs: WINDOW,
    limit: opts.loginRateLimit,
    message: TOO_MANY,
    skipSuccessfulRequests: true,
  });
  const byUser = createLimiter(storage, {
    name: "login-user",
    windowMs: WINDOW,
    limit: opts.loginRateLimit,
    message: TOO_MANY,
    skipSuccessfulRequests: true,
    skip: (req) => typeof req.body?.username !== "string" || !req.body.username,
    keyGenerator: (req) => String(req.body.username).trim().toLowerCase(),
  });

  router.post("/login", byIp, byUser, async (req, res, next) => {
    const parsed = loginSchema.safeParse(req.body);
    if (!parsed.success) {
      res.status(400).json(zodErrorBody(parsed.error));
      return;
    }
    const { username, password } = parsed.data;
    const user = await storage.getUserByUsername(username.trim());
    // An unknown user costs the same hash as a wrong password, so timing tells nothing.
    const ok = await verifyPassword(password, user?.password ?? (await dummyPasswordHash()));
    req.log.info({ event: "sign-in", username: username.slice(0, 255), ok: ok && !!user }, "sign-in attempt");
    if (!user || !ok) return next(new HttpError(401, WRONG));

    // A new session id on sign-in, so a planted id can never become a signed-in one.
    req.session.regenerate((err) => {
      if (err) return next(err);
      req.session.userId = user.id;
      req.session.username = user.username;
      req.session.signedInAt = Date.now();
      req.session.save((err2) => {
        if (err2) return next(err2);
        res.json({ id: user.id, username: user.username });
      });
    });
  });

  router.post("/logout", (req, res, next) => {
    if (!req.session) return void res.status(204).end();
    req.session.destroy((err) => {
      if (err) return next(err);
      res.clearCookie(req.secure ? SECURE_COOKIE : PLAIN_COOKIE, { path: "/", httpOnly: true, sameSite: "lax", secure: req.secure });
      res.status(204).end();
    });
  });

  // The same live-session rule as the desk, the 12-hour limit included.
  router.get("/me", requireStaff, async (req, res, next) => {
    const id = req.session?.userId;
    if (!id) return next(new HttpError(401, "Not signed in"));
    const user = await storage.getUser(id);
    if (!user) return next(new HttpError(401, "Not signed in"));
    res.json({ id: user.id, username: user.username });
  });

  return router;
}
