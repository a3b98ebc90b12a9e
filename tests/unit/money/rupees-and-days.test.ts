import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addBusinessDays, addDays, addMonths, daysBetween, formatDay, formatRupees, isDay, percentOf, todayIn } from "@shared/money";

describe("rupees", () => {
  it("groups the Indian way, with a true minus sign", () => {
    expect(formatRupees(123_450)).toBe("₹1,23,450");
    expect(formatRupees(500)).toBe("₹500");
    expect(formatRupees(0)).toBe("₹0");
    expect(formatRupees(1_000)).toBe("₹1,000");
    expect(formatRupees(99_999)).toBe("₹99,999");
    expect(formatRupees(1_00_000)).toBe("₹1,00,000");
    expect(formatRupees(12_34_56_789)).toBe("₹12,34,56,789");
    expect(formatRupees(-500)).toBe("\u2212₹500");
    expect(formatRupees(-1_23_450)).toBe("\u2212₹1,23,450");
  });

  it("matches en-IN grouping for every whole amount", () => {
    const intl = new Intl.NumberFormat("en-IN");
    fc.assert(fc.property(fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }), (n) => formatRupees(n) === `₹${intl.format(n)}`));
  });

  it("takes a percentage in whole rupees, halves up", () => {
    expect(percentOf(99_999, 5)).toBe(5_000); // 4,999.95
    expect(percentOf(4_99_995, 10)).toBe(50_000); // 49,999.5
    expect(percentOf(4_99_985, 10)).toBe(49_999); // 49,998.5 rounds up to 49,999
    expect(percentOf(1_00_000, 0)).toBe(0);
    expect(percentOf(1_00_000, 100)).toBe(1_00_000);
    expect(percentOf(1, 49)).toBe(0);
    expect(percentOf(1, 50)).toBe(1);
  });
});

describe("days", () => {
  it("knows a real calendar date", () => {
    expect(isDay("2028-02-29")).toBe(true);
    expect(isDay("2027-02-29")).toBe(false);
    expect(isDay("2027-04-31")).toBe(false);
    expect(isDay("2027-13-01")).toBe(false);
    expect(isDay("2027-1-01")).toBe(false);
    expect(isDay("2027-01-01T00:00")).toBe(false);
    expect(isDay("")).toBe(false);
  });

  it("adds and counts days across months, years and leap days", () => {
    expect(addDays("2027-01-01", -1)).toBe("2026-12-31");
    expect(addDays("2028-02-28", 1)).toBe("2028-02-29");
    expect(addDays("2027-02-28", 1)).toBe("2027-03-01");
    expect(daysBetween("2027-01-01", "2027-03-02")).toBe(60);
    expect(daysBetween("2027-03-02", "2027-01-01")).toBe(-60);
    // A European summer-time change in between counts as a whole day.
    expect(daysBetween("2027-03-27", "2027-03-29")).toBe(2);
    expect(() => addDays("2027-02-30", 1)).toThrow(RangeError);
  });

  it("adds months, clamped to the month's end", () => {
    expect(addMonths("2027-08-31", 6)).toBe("2028-02-29");
    expect(addMonths("2026-08-31", 6)).toBe("2027-02-28");
    expect(addMonths("2027-01-31", 1)).toBe("2027-02-28");
    expect(addMonths("2027-05-14", 18)).toBe("2028-11-14");
    expect(addMonths("2027-11-30", 3)).toBe("2028-02-29");
  });

  it("counts business days Monday to Friday, across weekends", () => {
    // 2027-01-01 is a Friday.
    expect(addBusinessDays("2027-01-01", 1)).toBe("2027-01-04");
    expect(addBusinessDays("2027-01-02", 1)).toBe("2027-01-04");
    expect(addBusinessDays("2027-01-03", 1)).toBe("2027-01-04");
    expect(addBusinessDays("2027-01-04", 1)).toBe("2027-01-05");
    expect(addBusinessDays("2027-01-01", 5)).toBe("2027-01-08");
    expect(addBusinessDays("2027-01-01", 7)).toBe("2027-01-12");
    expect(addBusinessDays("2027-01-01", 14)).toBe("2027-01-21");
    expect(addBusinessDays("2027-01-01", 15)).toBe("2027-01-22");
    expect(addBusinessDays("2027-01-01", 30)).toBe("2027-02-12");
    expect(addBusinessDays("2027-01-02", 0)).toBe("2027-01-02");
  });

  it("never lands on a weekend and always moves forward by at least n days", () => {
    const day = fc.integer({ min: 0, max: 3650 }).map((n) => addDays("2026-01-01", n));
    fc.assert(
      fc.property(day, fc.integer({ min: 1, max: 60 }), (from, n) => {
        const to = addBusinessDays(from, n);
        const weekday = new Date(`${to}T00:00:00Z`).getUTCDay();
        return weekday !== 0 && weekday !== 6 && daysBetween(from, to) >= n && daysBetween(from, to) <= n + Math.ceil(n / 5) * 2 + 2;
      }),
    );
  });

  it("reads today in the desk's zone, not the machine's", () => {
    const eveningInUtc = new Date("2026-12-31T19:00:00Z");
    expect(todayIn("Asia/Kolkata", eveningInUtc)).toBe("2027-01-01");
    expect(todayIn("UTC", eveningInUtc)).toBe("2026-12-31");
    expect(todayIn("America/New_York", new Date("2027-01-01T03:00:00Z"))).toBe("2026-12-31");
  });

  it("writes a day in words", () => {
    expect(formatDay("2027-03-12")).toBe("12 March 2027");
    expect(formatDay("2028-02-01")).toBe("1 February 2028");
    expect(formatDay("2027-12-31")).toBe("31 December 2027");
  });
});
