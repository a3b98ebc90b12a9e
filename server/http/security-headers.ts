import type { IncomingMessage, ServerResponse } from "node:http";
import type { RequestHandler } from "express";
import helmet from "helmet";

const PERMISSIONS_POLICY = "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()";

/** Helmet configured for this site. The dev server skips the CSP: Vite's hot reload injects inline scripts. */
export function helmetFor(production: boolean) {
  return helmet({
    contentSecurityPolicy: production
      ? {
          useDefaults: false,
          directives: {
            "default-src": ["'self'"],
            "script-src": ["'self'"],
            "style-src": ["'self'", "'unsafe-inline'"],
            "img-src": ["'self'", "data:"],
            "font-src": ["'self'"],
            "connect-src": ["'self'"],
            // The contact page's map is a Google Maps frame loaded only when the visitor asks.
            "frame-src": ["https://www.google.com"],
            "object-src": ["'none'"],
            "base-uri": ["'none'"],
            "frame-ancestors": ["'none'"],
            "form-action": ["'self'"],
          },
        }
      : false,
    strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    referrerPolicy: { policy: "strict-origin-when-cross-origin" },
    crossOriginEmbedderPolicy: false,
  });
}

/**
 * The headers helmet sets, found once by running it against a recording response. Our helmet
 * configuration does not depend on the request (no nonces), so every response gets the same set;
 * setting it from a list skips helmet's chain of a dozen middleware calls on each request.
 */
export function securityHeaderList(production: boolean): [string, string][] {
  const headers = new Map<string, string>();
  const recorder = {
    setHeader: (name: string, value: string) => headers.set(name, String(value)),
    removeHeader: (name: string) => headers.delete(name),
    getHeader: (name: string) => headers.get(name),
  } as unknown as ServerResponse;
  let done = false;
  helmetFor(production)({} as IncomingMessage, recorder, () => (done = true));
  if (!done) throw new Error("helmet did not finish synchronously; its headers cannot be precomputed");
  headers.set("Permissions-Policy", PERMISSIONS_POLICY);
  return [...headers];
}

/** Production headers: a strict CSP (no inline scripts), HSTS, no framing, a Permissions-Policy. */
export function securityHeaders(production: boolean): RequestHandler {
  const list = securityHeaderList(production);
  return (_req, res, next) => {
    for (const [name, value] of list) res.setHeader(name, value);
    next();
  };
}
