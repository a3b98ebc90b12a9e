import { describe, expect, it } from "vitest";
import { preferredDay } from "@/features/desk/money/preferred-day";

describe("the visitor's preferred date as the quote's start", () => {
  it("reads one date as the enquiry form writes it, or as a day", () => {
    expect(preferredDay("January 7, 2027", "2026-11-28")).toBe("2027-01-07");
    expect(preferredDay("7 January 2027", "2026-11-28")).toBe("2027-01-07");
    expect(preferredDay("2027-01-07", "2026-11-28")).toBe("2027-01-07");
    expect(preferredDay(" Jan 7, 2027 ", "2026-11-28")).toBe("2027-01-07");
  });

  it("leaves the start empty for anything that is not one date still to come", () => {
    for (const text of ["", null, undefined, "Flexible", "January 2027", "January 7 to 14, 2027", "February 30, 2027", "2027-13-01", "Ja 7, 2027"]) {
      expect(preferredDay(text, "2026-11-28"), String(text)).toBeNull();
    }
    expect(preferredDay("November 27, 2026", "2026-11-28")).toBeNull();
  });
});
