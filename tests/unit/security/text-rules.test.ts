import { describe, expect, it } from "vitest";
import { isMoneyText, isPlainText, isStorableText, neutralisedText, withNewLines } from "@shared/text-rules";
import { storableKey } from "../../../server/http/rate-limit";

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

describe("plain text (travellers, insurance, departures, programmes)", () => {
  it("takes new lines, tabs, any script and the direction marks a name may need, and refuses controls and direction overrides", () => {
    for (const s of ["Anuradha", "a\nb\tc", "עברית\u200f", "செல்வி", "🌿"]) expect(isPlainText(s)).toBe(true);
    for (const s of ["a\u0000", "\u0007", "a\rb", "\u001b[2J", "\u0085", "\u202a", "x\u202ey", "\u2066", "\u2069", "\udfff"]) expect(isPlainText(s)).toBe(false);
  });

  it("reads a form's CR LF as a new line, and leaves a lone CR for isPlainText to refuse", () => {
    expect(withNewLines("a\r\nb\nc")).toBe("a\nb\nc");
    expect(withNewLines("a\rb\r\r\nc\r")).toBe("a\rb\r\nc\r");
    expect(isPlainText(withNewLines("a\rb"))).toBe(false);
  });

  it("shows what older rows hold as ⟨U+…⟩, keeping new lines and tabs", () => {
    expect(neutralisedText("Anu\u202eammah\u0007\r\nx\ty\u0085")).toBe("Anu⟨U+202E⟩ammah⟨U+0007⟩\nx\ty⟨U+0085⟩");
    expect(neutralisedText("plain")).toBe("plain");
  });
});
