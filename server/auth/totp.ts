import { Secret, TOTP } from "otpauth";
import { SITE } from "@shared/site";

/** RFC 6238 as authenticator apps expect it: SHA-1, 6 digits, 30-second steps. */
export const TOTP_PERIOD_S = 30;
const DIGITS = 6;

function totpFor(secretBase32: string, label = "staff"): TOTP {
  return new TOTP({
    issuer: SITE.name,
    label,
    algorithm: "SHA1",
    digits: DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new random secret (160 bits, the RFC 4226 recommendation), as base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

export function otpauthUrl(secretBase32: string, username: string): string {
  return totpFor(secretBase32, username).toString();
}

export function totpStep(nowMs: number): number {
  return Math.floor(nowMs / 1000 / TOTP_PERIOD_S);
}

/**
 * Checks a 6-digit code against the steps before, at and after now (clock drift), and answers the
 * step it matched, unless that step is not after `lastStep`: a code already used, or an older one,
 * is refused (RFC 6238 section 5.2).
 */
export function matchTotp(secretBase32: string, code: string, nowMs: number, lastStep: number | null): number | null {
  const step = stepOfCode(secretBase32, code, nowMs);
  return step === null || (lastStep !== null && step <= lastStep) ? null : step;
}

/** What a staff member reads when the code of the step last accepted is given again. */
export const REUSED_CODE = "That code was just used. Wait for the next one.";

/** True when the code is right but of the very step last accepted: typed twice, not guessed. */
export function isReusedTotp(secretBase32: string, code: string, nowMs: number, lastStep: number | null): boolean {
  return lastStep !== null && stepOfCode(secretBase32, code, nowMs) === lastStep;
}

function stepOfCode(secretBase32: string, code: string, nowMs: number): number | null {
  const token = code.replace(/\s+/g, "");
  if (!/^\d{6}$/.test(token)) return null;
  const delta = totpFor(secretBase32).validate({ token, timestamp: nowMs, window: 1 });
  return delta === null ? null : totpStep(nowMs) + delta;
}
