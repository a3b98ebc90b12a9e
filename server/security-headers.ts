import type { RequestHandler } from "express";
import helmet from "helmet";

/**
 * Production headers: a strict CSP (no inline scripts), HSTS, no framing. The dev server skips
 * the CSP because Vite's hot reload injects inline scripts.
 */
export function securityHeaders(production: boolean): RequestHandler {
  const permissions: RequestHandler = (_req, res, next) => {
    res.setHeader("Permissions-Policy", "camera=(), microphone=(), geolocation=(), payment=(), usb=(), interest-cohort=()");
    next();
  };
  const h = helmet({
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
  return (req, res, next) => h(req, res, () => permissions(req, res, next));
}
