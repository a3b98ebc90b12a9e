import { Secret, TOTP } from "otpauth";

/**
 * The code an authenticator app shows for a secret at a time (RFC 6238: SHA-1, 6 digits, 30-second
 * steps), made apart from the server's own checking so a test signs in as staff would.
 */
export function totpCode(secretBase32: string, nowMs: number): string {
  return new TOTP({ algorithm: "SHA1", digits: 6, period: 30, secret: Secret.fromBase32(secretBase32) }).generate({ timestamp: nowMs });
}
