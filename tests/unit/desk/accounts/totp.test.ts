import { describe, expect, it } from "vitest";
import { isReusedTotp, matchTotp, newTotpSecret, otpauthUrl, totpStep } from "../../../../server/auth/totp";
import { totpCode } from "../../../support/authenticator";

// RFC 6238 appendix B: the SHA-1 seed "12345678901234567890" (base32 below), 8-digit codes; our
// 6-digit codes are their last six digits (RFC 4226 truncation modulo 10^6).
const RFC_SECRET = "GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJQ";
const RFC_VECTORS: [number, string][] = [
  [59, "94287082"],
  [1111111109, "07081804"],
  [1111111111, "14050471"],
  [1234567890, "89005924"],
  [2000000000, "69279037"],
  [20000000000, "65353130"],
];

describe("TOTP (RFC 6238, SHA-1, 6 digits, 30 s)", () => {
  it.each(RFC_VECTORS)("when the time is %i s, then the RFC's code %s (its last six digits) matches that step", (seconds, eight) => {
    expect(matchTotp(RFC_SECRET, eight.slice(2), seconds * 1000, null)).toBe(totpStep(seconds * 1000));
  });

  it("when a code of the current, previous or next step is given, then it matches that step; two steps away it doesn't", () => {
    const now = 1_700_000_015_000;
    const step = totpStep(now);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now), now, null)).toBe(step);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 30_000), now, null)).toBe(step - 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now + 30_000), now, null)).toBe(step + 1);
    expect(matchTotp(RFC_SECRET, totpCode(RFC_SECRET, now - 60_000), now, null)).toBeNull();
  });

  it("when the step was already used (or a later one), then the code is refused", () => {
    const now = 1_700_000_015_000;
    const code = totpCode(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, code, now, totpStep(now))).toBeNull();
    expect(matchTotp(RFC_SECRET, code, now, totpStep(now) + 1)).toBeNull();
    expect(matchTotp(RFC_SECRET, code, now, totpStep(now) - 1)).toBe(totpStep(now));
  });

  it("when the code of the step last accepted comes again, then it is told apart as reused; other codes are not", () => {
    const now = 1_700_000_015_000;
    const code = totpCode(RFC_SECRET, now);
    expect(isReusedTotp(RFC_SECRET, code, now + 10_000, totpStep(now))).toBe(true);
    expect(isReusedTotp(RFC_SECRET, code, now, null)).toBe(false);
    expect(isReusedTotp(RFC_SECRET, code, now, totpStep(now) + 1)).toBe(false);
    expect(isReusedTotp(RFC_SECRET, "000000", now, totpStep(now))).toBe(code === "000000");
  });

  it("when the code is not six digits, then it is refused without a check; spaces are ignored", () => {
    const now = 1_700_000_015_000;
    const code = totpCode(RFC_SECRET, now);
    expect(matchTotp(RFC_SECRET, `${code.slice(0, 3)} ${code.slice(3)}`, now, null)).toBe(totpStep(now));
    for (const bad of ["", "12345", "1234567", "abcdef"]) expect(matchTotp(RFC_SECRET, bad, now, null)).toBeNull();
  });

  it("when a secret is made, then it is 160 random bits and the otpauth URL names the account and the issuer", () => {
    const a = newTotpSecret();
    expect(a).toMatch(/^[A-Z2-7]{32}$/);
    expect(newTotpSecret()).not.toBe(a);
    const url = new URL(otpauthUrl(a, "asha"));
    expect(url.protocol).toBe("otpauth:");
    expect(url.host).toBe("totp");
    expect(decodeURIComponent(url.pathname)).toBe("/Inner Light Journeys:asha");
    expect(url.searchParams.get("secret")).toBe(a);
    expect(url.searchParams.get("algorithm")).toBe("SHA1");
    expect(url.searchParams.get("digits")).toBe("6");
    expect(url.searchParams.get("period")).toBe("30");
  });
});
