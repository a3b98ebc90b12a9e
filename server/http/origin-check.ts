import type { Request, RequestHandler } from "express";
import { HttpError } from "../core/errors";

const SAFE = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * CSRF defence beside SameSite=Lax: a state-changing request whose Origin is present and is not
 * this site is refused. Requests without Origin (curl, server to server) rely on the session alone.
 * `opaqueAllowed` names the requests whose `Origin: null` is let through: a form posted from a page
 * served with `Referrer-Policy: no-referrer` carries that instead of the site's origin, and a
 * request that needs no cookie (its credential is in its URL) has nothing for a forger to borrow.
 */
export function originCheck(publicUrl?: string, opaqueAllowed: (req: Request) => boolean = () => false): RequestHandler {
  const configured = publicUrl ? new URL(publicUrl).origin : undefined;
  return (req, _res, next) => {
    const origin = req.get("origin");
    if (SAFE.has(req.method) || origin === undefined) return next();
    if (origin === "null" && opaqueAllowed(req)) return next();
    const host = req.get("host");
    // With TLS ended at a proxy that is not trusted (or PUBLIC_URL unset), the request arrives as
    // http while the browser's page is https on the same host: that page is still this site.
    const own = host !== undefined && (origin === `${req.protocol}://${host}` || origin === `https://${host}`);
    if (own || origin === configured) return next();
    next(new HttpError(403, "Cross-site request refused"));
  };
}
