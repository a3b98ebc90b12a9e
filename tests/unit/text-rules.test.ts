import { describe, expect, it } from "vitest";
import { isStorableText } from "@shared/text-rules";
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
