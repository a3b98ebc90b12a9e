import { describe, expect, it } from "vitest";
import { ATTACK_FACTOR, pairAllowance } from "../../../../server/auth/login-throttle";
import { hashRecoveryCode, looksLikeRecoveryCode, newRecoveryCodes } from "../../../../server/auth/recovery-codes";
import { restriction } from "../../../../server/auth/staff-gate";

describe("sign-in allowance per username and address", () => {
  it("when the account is not under attack, then every address has the full allowance", () => {
    expect(pairAllowance(10, 10 * ATTACK_FACTOR - 1, false)).toBe(10);
  });
  it("when it is, then an unknown address gets one try and a known one keeps the full allowance", () => {
    expect(pairAllowance(10, 10 * ATTACK_FACTOR, false)).toBe(1);
    expect(pairAllowance(10, 10 * ATTACK_FACTOR, true)).toBe(10);
  });
});

describe("recovery codes", () => {
  it("when made, then ten distinct readable codes; typed in any case or spacing they hash the same", () => {
    const codes = newRecoveryCodes();
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const c of codes) expect(c).toMatch(/^[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}-[2-9a-hjkmnp-z]{4}$/);
    expect(hashRecoveryCode(codes[0].toUpperCase().replace(/-/g, " "))).toBe(hashRecoveryCode(codes[0]));
    expect(hashRecoveryCode(codes[0])).not.toBe(hashRecoveryCode(codes[1]));
    expect(looksLikeRecoveryCode(codes[0])).toBe(true);
    expect(looksLikeRecoveryCode("123456")).toBe(false);
  });
});

describe("what a restricted account may do", () => {
  const on = new Date();
  it("when the password is temporary, then that comes first, whatever else", () => {
    expect(restriction({ mustChangePassword: true, totpEnabledAt: null }, true)).toBe("password");
  });
  it("when two-factor is required and off, then enrolment; when on or not required, nothing", () => {
    expect(restriction({ mustChangePassword: false, totpEnabledAt: null }, true)).toBe("enrol");
    expect(restriction({ mustChangePassword: false, totpEnabledAt: on }, true)).toBeNull();
    expect(restriction({ mustChangePassword: false, totpEnabledAt: null }, false)).toBeNull();
  });
});
