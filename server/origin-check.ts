import type { RequestHandler } from "express";
import { HttpError } from "./errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence beside SameSite=Lax: a state-changing request whose Origin is present and is not
 * this site is refused. Requests without Origin (curl, server to server) rely on the session alone.
 */
export function originCheck(publicUrl?: string): RequestHandler {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, _res, next) => {
    const origin = req.get("origin");
    if (SAFE.has(req.method) || origin === undefined) return next();
    const own = `${req.protocol}://${req.get("host")}`;
    if (origin === own || origin === configured) return next();
    next(new HttpError(403, "Cross-site request refused"));
  };
}
