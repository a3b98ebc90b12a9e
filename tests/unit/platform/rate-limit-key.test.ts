import { describe, expect, it } from "vitest";
import { storableKey } from "../../../server/http/rate-limit";

describe("rate-limit keys from client text", () => {
  it("when a key is plain, then it is kept as it is", () => {
    expect(storableKey("203.0.113.9")).toBe("203.0.113.9");
    expect(storableKey("asha")).toBe("asha");
  });

  it("when a key holds a NUL or is absurdly long, then a hash stands for it, the same each time and distinct", () => {
    const nul = storableKey("asha\u0000");
    expect(nul).not.toContain("\u0000");
    expect(nul).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(storableKey("asha\u0000")).toBe(nul);
    expect(storableKey("asha\u0000x")).not.toBe(nul);
    expect(storableKey("a".repeat(5000))).toMatch(/^sha256:/);
  });
});
