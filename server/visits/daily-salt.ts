import { createHash, randomBytes } from "node:crypto";
import { deskDay } from "@shared/desk-clock";

export interface DaySalt {
  day: string;
  salt: string;
}

/**
 * The salt of the current day in `timeZone`, made at random and kept in this process's memory only:
 * no table, WAL, backup or log ever holds it, so no visitor id can be recomputed from them. It is
 * replaced when the day changes, and a restart starts a new one (visitors seen before it count
 * again that day). Each process has its own: see docs/decisions/erasure-completeness.md.
 */
export function dailySalt(timeZone: string, now: () => Date = () => new Date()): () => DaySalt {
  let current: DaySalt | undefined;
  return () => {
    const day = deskDay(now(), timeZone);
    if (current?.day !== day) current = { day, salt: randomBytes(32).toString("base64") };
    return current;
  };
}

const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 16);

/** The day's pseudonym of one browser: neither the address nor the user agent can be read back from it. */
export function visitorId(salt: string, address: string, userAgent: string): string {
  return hash(salt, address, userAgent);
}

/** The day's one visitor of an address whose browsers rotate faster than a person's (rotating-agents.ts). */
export function sharedVisitorId(salt: string, address: string): string {
  return hash(salt, "agents", address);
}

/** The day's key of one address for the rate limit: counted per address, stored without it. */
export function addressKey(salt: string, address: string): string {
  return hash(salt, "rate", address);
}
