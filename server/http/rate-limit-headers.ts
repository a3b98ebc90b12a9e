/**
 * The draft-6 RateLimit headers (as express-rate-limit sets them) for a counter that the enquiry
 * statement hits itself. `hits` may be limit + 1: a refused request leaves the counter there.
 */
export function rateLimitHeaders(limit: number, hits: number, resetAt: Date, windowMs: number, now = Date.now()): Record<string, string> {
  const resetSeconds = Math.max(0, Math.ceil((resetAt.getTime() - now) / 1000));
  const headers: Record<string, string> = {
    "RateLimit-Policy": `${limit};w=${Math.ceil(windowMs / 1000)}`,
    "RateLimit-Limit": String(limit),
    "RateLimit-Remaining": String(Math.max(limit - hits, 0)),
  };
  if (resetSeconds) headers["RateLimit-Reset"] = String(resetSeconds);
  if (hits > limit) headers["Retry-After"] = String(resetSeconds);
  return headers;
}
