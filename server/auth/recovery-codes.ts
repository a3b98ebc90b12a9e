import { createHash, randomInt } from "node:crypto";

// No 0/O, 1/I/L: codes are read off paper.
const ALPHABET = "23456789abcdefghjkmnpqrstuvwxyz";
export const RECOVERY_CODE_COUNT = 10;

/** Ten codes like "k7pq-2mzx-h4rt" (about 59 bits each), shown once. */
export function newRecoveryCodes(count = RECOVERY_CODE_COUNT): string[] {
  return Array.from({ length: count }, () => {
    const chars = Array.from({ length: 12 }, () => ALPHABET[randomInt(ALPHABET.length)]).join("");
    return `${chars.slice(0, 4)}-${chars.slice(4, 8)}-${chars.slice(8)}`;
  });
}

/** Case, spaces and dashes don't matter when a code is typed. */
export function normalizeRecoveryCode(code: string): string {
  return code.toLowerCase().replace(/[\s-]+/g, "");
}

export function looksLikeRecoveryCode(code: string): boolean {
  return /^[a-z0-9]{12}$/.test(normalizeRecoveryCode(code));
}

/**
 * SHA-256 is enough here: each code is random with ~59 bits, so unlike a password there is no
 * dictionary to try, and a slow hash would only take scrypt slots from sign-ins.
 */
export function hashRecoveryCode(code: string): string {
  return createHash("sha256").update(normalizeRecoveryCode(code)).digest("hex");
}
