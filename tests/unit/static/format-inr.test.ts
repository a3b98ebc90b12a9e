import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { formatInr } from "@/content/format";

describe("formatInr", () => {
  it("when given whole amounts, then groups them as en-IN formatting does", () => {
    expect(formatInr(0)).toBe("₹0");
    expect(formatInr(999)).toBe("₹999");
    expect(formatInr(25_000)).toBe("₹25,000");
    expect(formatInr(150_000)).toBe("₹1,50,000");
    expect(formatInr(12_345_678)).toBe("₹1,23,45,678");
  });

  it("when given any safe integer, then matches Intl.NumberFormat('en-IN')", () => {
    const intl = new Intl.NumberFormat("en-IN");
    fc.assert(
      fc.property(fc.maxSafeInteger().filter((n) => n >= Number.MIN_SAFE_INTEGER), (n) => {
        expect(formatInr(n)).toBe(`₹${intl.format(n)}`);
      }),
    );
  });

  it("when given a fraction, then still formats it", () => {
    expect(formatInr(1234.5)).toBe(`₹${new Intl.NumberFormat("en-IN").format(1234.5)}`);
  });
});
