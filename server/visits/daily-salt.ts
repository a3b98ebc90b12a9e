import { createHash } from "node:crypto";
import { deskDay } from "@shared/desk-clock";

export interface SaltStore {
  /** The day's salt, made by whichever process asks first; earlier days' salts are deleted. */
  saltFor(day: string): Promise<string>;
}

export interface DaySalt {
  day: string;
  salt: string;
}

/**
 * The salt of the current day in `timeZone`. It lives in the database so every process hashes a
 * visitor alike; this process keeps only today's in memory and asks again once the day changes.
 */
export function dailySalt(store: SaltStore, timeZone: string, now: () => Date = () => new Date()) {
  let current: Promise<DaySalt> | undefined;
  let currentDay = "";
  return (): Promise<DaySalt> => {
    const day = deskDay(now(), timeZone);
    if (day !== currentDay || !current) {
      currentDay = day;
      current = store.saltFor(day).then((salt) => ({ day, salt }));
      // A failed read is not kept: the next event asks the database again.
      current.catch(() => {
        if (currentDay === day) current = undefined;
      });
    }
    return current;
  };
}

const hash = (...parts: string[]) => createHash("sha256").update(parts.join("\u0000")).digest("hex").slice(0, 16);

/** The day's pseudonym of one browser: neither the address nor the user agent can be read back from it. */
export function visitorId(salt: string, address: string, userAgent: string): string {
  return hash(salt, address, userAgent);
}

/** The day's key of one address for the rate limit: counted per address, stored without it. */
export function addressKey(salt: string, address: string): string {
  return hash(salt, "rate", address);
}
