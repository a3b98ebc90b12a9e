import { describe, expect, it } from "vitest";
import { isMoneyText, isStorableText } from "@shared/text-rules";
import { storableKey } from "../../server/http/rate-limit";

describe("text a database can store", () => {
  it("accepts ordinary text, emoji and other scripts", () => {
    for (const s of ["", "Meera Raman", "செல்வி", "🌿 retreat 🏳️‍🌈", "‮rtl"]) expect(isStorableText(s)).toBe(true);
  });

  it("refuses a NUL and lone surrogates anywhere", () => {
    for (const s of ["a\u0000b", "\udfff", "x\ud83c", "\ud83cx", "ok\udc00ok", "\u202e\udfff"]) expect(isStorableText(s)).toBe(false);
  });

  it("counts an unstorable rate-limit key under its hash, so the limit still holds", () => {
    expect(storableKey("login-user:\udfff")).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(storableKey("login-user:\udfff")).toBe(storableKey("login-user:\udfff"));
    expect(storableKey("login-user:asha")).toBe("login-user:asha");
  });
});

describe("money texts", () => {
  it("take new lines, tabs and any script, and refuse other control characters", () => {
    for (const s of ["UPI-771", "line\nline\tcell", "செல்வி ₹", "🌿"]) expect(isMoneyText(s)).toBe(true);
    for (const s of ["a\u0000", "a\rb", "\u001b[2J", "\u007f", "\u0085", "\u009b", "\udfff"]) expect(isMoneyText(s)).toBe(false);
  });
});
