import { describe, expect, it } from "vitest";
import { CODE_ALERT_AT, CODE_GUESSES, codeAllowed } from "../../../../server/auth/login-throttle";
import { renderSignInAlert } from "../../../../server/mail/sign-in-alert";

describe("guessing codes per account", () => {
  it("allows CODE_GUESSES attempts per account in a window, then only from addresses that signed in before", () => {
    expect(codeAllowed(1, false)).toBe(true);
    expect(codeAllowed(CODE_GUESSES, false)).toBe(true);
    expect(codeAllowed(CODE_GUESSES + 1, false)).toBe(false);
    expect(codeAllowed(CODE_GUESSES * 100, true)).toBe(true);
    expect(CODE_ALERT_AT).toBeLessThan(CODE_GUESSES);
  });

  it("tells staff which account and what to do, with the account name escaped in HTML", () => {
    const m = renderSignInAlert("asha<b>", new Date("2026-11-25T10:00:00Z"));
    expect(m.subject).toContain("asha<b>");
    expect(m.text).toContain("25 Nov 2026, 15:30 IST");
    expect(m.text).toMatch(/change the password/);
    expect(m.html).toContain("asha&#60;b&#62;");
    expect(m.html).not.toContain("<b>");
  });
});
