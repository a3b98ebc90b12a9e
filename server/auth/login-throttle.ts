import type { Storage } from "../storage";
import { storableKey } from "../http/rate-limit";

/**
 * Guessing limits for sign-in, designed so that a stranger's failures never lock a staff member out:
 *
 * - per address: `limit` attempts per window from one address, whatever the username (the
 *   LOGIN_RATE_LIMIT in the README's configuration). Counted before the password is checked, so a burst can't slip
 *   through; a success gives its attempt back.
 * - per username and address: `limit` failures per window. Failures are keyed by the address they
 *   came from, so they only ever block that address, never the real owner elsewhere.
 * - per username, all addresses: when one account collects `limit * ATTACK_FACTOR` failures in a
 *   window (a spread-out attack), each address that has never signed in to it successfully gets a
 *   single try per window for that account. Its owner still gets that try from any new address and
 *   keeps the full allowance at addresses that signed in before; the attack slows to one guess per
 *   address per window. Nothing ever answers "blocked" to the right password on a first try.
 */
export const LOGIN_WINDOW_MS = 15 * 60 * 1000;
export const KNOWN_ADDRESS_MS = 30 * 24 * 60 * 60 * 1000;
export const ATTACK_FACTOR = 5;
/**
 * Wrong authentication codes one account takes per window from all addresses together, before only
 * addresses that completed a sign-in to it (with a code) within 30 days may try more. Only someone
 * holding the password reaches the code step, so no stranger can use this to shut the owner out.
 */
export const CODE_GUESSES = 10;
/** After this many wrong codes in a window, the account's owner is told by e-mail (once per window). */
export const CODE_ALERT_AT = 5;

export const keys = {
  address: (ip: string) => `login-ip:${ip}`,
  pair: (user: string, ip: string) => `login-pair:${user}|${ip}`,
  user: (user: string) => `login-user:${user}`,
  known: (user: string, ip: string) => `login-known:${user}|${ip}`,
  codes: (userId: number) => `login-codes:${userId}`,
  codeKnown: (userId: number, ip: string) => `login-code-known:${userId}|${ip}`,
};

/** Whether a code may be checked, given which attempt on the account (in the window) it is. */
export function codeAllowed(attempt: number, knownAddress: boolean): boolean {
  return knownAddress || attempt <= CODE_GUESSES;
}

/** Failures allowed per window for one username from one address. */
export function pairAllowance(limit: number, userFailures: number, knownAddress: boolean): number {
  return userFailures >= limit * ATTACK_FACTOR && !knownAddress ? 1 : limit;
}

export interface LoginThrottle {
  /** Counts the attempt; answers false when it must be refused with 429. */
  admit(username: string, ip: string): Promise<boolean>;
  failed(username: string, ip: string): Promise<void>;
  succeeded(username: string, ip: string): Promise<void>;
  /**
   * For the second step: counts the attempt against the address and, from an address that never
   * completed a sign-in to the account, against the account, before the code is checked (so a burst
   * in parallel can't slip through). Answers false to refuse with 429, else the attempt's number on
   * the account in this window (0 from a known address, which the account's bound leaves alone).
   */
  admitCode(ip: string, userId: number): Promise<number | false>;
  /** The right code: the attempts are given back, and the address is known to the account from now on. */
  codeSucceeded(ip: string, userId: number, attempt: number): Promise<void>;
}

export function loginThrottle(storage: Storage, limit: number): LoginThrottle {
  const name = (u: string) => storableKey(u.trim().toLowerCase().slice(0, 255));
  return {
    async admit(username, ip) {
      const { hits } = await storage.rateLimits.hitRateLimit(keys.address(ip), LOGIN_WINDOW_MS);
      if (hits > limit) return false;
      const u = name(username);
      const [pair, userFailures, known] = await Promise.all([
        storage.rateLimits.peekRateLimit(keys.pair(u, ip)),
        storage.rateLimits.peekRateLimit(keys.user(u)),
        storage.rateLimits.peekRateLimit(keys.known(u, ip)),
      ]);
      return pair < pairAllowance(limit, userFailures, known > 0);
    },
    async failed(username, ip) {
      const u = name(username);
      await Promise.all([storage.rateLimits.hitRateLimit(keys.pair(u, ip), LOGIN_WINDOW_MS), storage.rateLimits.hitRateLimit(keys.user(u), LOGIN_WINDOW_MS)]);
    },
    async succeeded(username, ip) {
      const u = name(username);
      await Promise.all([
        storage.rateLimits.undoRateLimitHit(keys.address(ip)),
        storage.rateLimits.resetRateLimit(keys.pair(u, ip)),
        storage.rateLimits.resetRateLimit(keys.known(u, ip)).then(() => storage.rateLimits.hitRateLimit(keys.known(u, ip), KNOWN_ADDRESS_MS)),
      ]);
    },
    async admitCode(ip, userId) {
      const { hits } = await storage.rateLimits.hitRateLimit(keys.address(ip), LOGIN_WINDOW_MS);
      if (hits > limit) return false;
      if ((await storage.rateLimits.peekRateLimit(keys.codeKnown(userId, ip))) > 0) return 0;
      const attempt = (await storage.rateLimits.hitRateLimit(keys.codes(userId), LOGIN_WINDOW_MS)).hits;
      return codeAllowed(attempt, false) && attempt;
    },
    async codeSucceeded(ip, userId, attempt) {
      await Promise.all([
        storage.rateLimits.undoRateLimitHit(keys.address(ip)),
        attempt > 0 ? storage.rateLimits.undoRateLimitHit(keys.codes(userId)) : undefined,
        storage.rateLimits.resetRateLimit(keys.codeKnown(userId, ip)).then(() => storage.rateLimits.hitRateLimit(keys.codeKnown(userId, ip), KNOWN_ADDRESS_MS)),
      ]);
    },
  };
}
