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
  const store = new DbSessionStore(storage);
  const common = {
    store,
    secret,
    resave: false,
    saveUninitialized: false,
    rolling: true,
    unset: "destroy" as const,
  };
  const secure = session({
    ...common,
    name: SECURE_COOKIE,
    proxy: undefined,
    cookie: { httpOnly: true, sameSite: "lax", secure: true, path: "/", maxAge: SESSION_IDLE_MS },
  });
  const plain = session({
    ...common,
    name: PLAIN_COOKIE,
    cookie: { httpOnly: true, sameSite: "lax", secure: false, path: "/", maxAge: SESSION_IDLE_MS },
  });
  return (req, res, next) => (req.secure ? secure(req, res, next) : plain(req, res, next));
}
