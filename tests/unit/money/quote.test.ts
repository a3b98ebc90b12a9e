import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { defaultRegion, priceQuote } from "@shared/money";

const trip = { startDate: "2027-03-01", endDate: "2027-03-08", extras: [], returning: false, creditAvailable: 0 };

describe("the quote", () => {
  it("defaults a retreat to domestic and an international trip to international", () => {
    expect(defaultRegion("retreat")).toBe("domestic");
    expect(defaultRegion("international")).toBe("international");
  });

  it.each([
    [4, false, [], 1_20_000],
    [4, true, [["Returning participant", 5, 6_000]], 1_14_000],
    [5, false, [["Group discount", 10, 15_000]], 1_35_000],
    [5, true, [["Group discount", 10, 15_000], ["Returning participant", 5, 7_500]], 1_27_500],
    [9, false, [["Group discount", 10, 27_000]], 2_43_000],
    [10, false, [["Group discount", 15, 45_000]], 2_55_000],
    [10, true, [["Group discount", 15, 45_000], ["Returning participant", 5, 15_000]], 2_40_000],
    [12, false, [["Group discount", 15, 54_000]], 3_06_000],
    [12, true, [["Group discount", 15, 54_000], ["Returning participant", 5, 18_000]], 2_88_000],
  ] as const)("prices %i travellers at ₹30,000 (returning: %s)", (travellers, returning, discounts, total) => {
    const quote = priceQuote({ ...trip, travellers, pricePerPerson: 30_000, returning });
    expect(quote.base).toBe(30_000 * travellers);
    expect(quote.discounts).toEqual(discounts.map(([label, percent, amount]) => ({ label, percent, amount })));
    expect(quote.total).toBe(total);
    expect(quote.nights).toBe(7);
  });

  it("rounds each discount to the rupee on its own, halves up", () => {
    const quote = priceQuote({ ...trip, travellers: 5, pricePerPerson: 99_999, returning: true });
    expect(quote.base).toBe(4_99_995);
    // 10 % is 49,999.5 and 5 % is 24,999.75: each rounds up on its own.
    expect(quote.discounts.map((d) => d.amount)).toEqual([50_000, 25_000]);
    expect(quote.total).toBe(4_24_995);
  });

  it("adds extras undiscounted and subtracts the credit last", () => {
    const quote = priceQuote({
      ...trip,
      travellers: 5,
      pricePerPerson: 20_000,
      extras: [{ label: "Flights", amount: 40_000 }, { label: "Single supplement", amount: 8_000 }],
      creditAvailable: 30_000,
    });
    expect(quote.discounts).toEqual([{ label: "Group discount", percent: 10, amount: 10_000 }]);
    expect(quote.extras).toEqual([{ label: "Flights", amount: 40_000 }, { label: "Single supplement", amount: 8_000 }]);
    expect(quote.credit).toBe(30_000);
    expect(quote.total).toBe(1_00_000 - 10_000 + 48_000 - 30_000);
  });

  it("uses no more of a credit larger than the total than the total, leaving 0 to pay", () => {
    const quote = priceQuote({ ...trip, travellers: 4, pricePerPerson: 30_000, extras: [{ label: "Flights", amount: 10_000 }], creditAvailable: 2_00_000 });
    expect(quote.credit).toBe(1_30_000);
    expect(quote.total).toBe(0);
  });

  it("never lets discounts exceed the base, and never a total below zero", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 60 }),
        fc.integer({ min: 1, max: 10_00_000 }),
        fc.boolean(),
        fc.array(fc.integer({ min: 0, max: 2_00_000 }), { maxLength: 3 }),
        fc.integer({ min: 0, max: 50_00_000 }),
        (travellers, pricePerPerson, returning, extraAmounts, creditAvailable) => {
          const extras = extraAmounts.map((amount, i) => ({ label: `Extra ${i + 1}`, amount }));
          const q = priceQuote({ ...trip, travellers, pricePerPerson, returning, extras, creditAvailable });
          const discounted = q.discounts.reduce((sum, d) => sum + d.amount, 0);
          const added = extras.reduce((sum, e) => sum + e.amount, 0);
          expect(discounted).toBeLessThanOrEqual(q.base);
          expect(q.credit).toBeGreaterThanOrEqual(0);
          expect(q.credit).toBeLessThanOrEqual(creditAvailable);
          expect(q.total).toBeGreaterThanOrEqual(0);
          expect(q.total).toBe(q.base - discounted + added - q.credit);
        },
      ),
    );
  });
});
