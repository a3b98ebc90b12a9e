import type { RequestHandler } from "express";
import session from "express-session";
import { DbSessionStore } from "./session-store";
import { SESSION_IDLE_MS } from "./guard";
import type { Storage } from "../storage";

export const PLAIN_COOKIE = "ilj.sid";
export const SECURE_COOKIE = "__Host-ilj.sid";

/**
 * Two cookie flavours: over HTTPS (directly or via a trusted proxy) the cookie is Secure with the
 * __Host- prefix; on plain http://localhost it is neither, so a local `npm start` still signs in.
 */
export function sessionMiddleware(storage: Storage, secret: string): RequestHandler {
  // One store per middleware: express-session attaches its session factory to the store it is given.
  const common = {
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: "destroy" as const,
  };
  const secure = session({
    ...common,
    store: new DbSessionStore(storage),
    name: SECURE_COOKIE,
    cookie: { httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: SESSION_IDLE_MS },
  });
  const plain = session({
    ...common,
    store: new DbSessionStore(storage),
    name: PLAIN_COOKIE,
    cookie: { httpOnly: true, sameSite: "lax", secure: false, path: "/", maxAge: SESSION_IDLE_MS },
  });
  return (req, res, next) => (req.secure ? secure(req, res, next) : plain(req, res, next));
}
