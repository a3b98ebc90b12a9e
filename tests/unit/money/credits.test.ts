import { describe, expect, it } from "vitest";
import { addMonths, creditLeft, priceQuote } from "@shared/money";

const trip = { startDate: "2028-01-10", endDate: "2028-01-17", travellers: 1, extras: [], returning: false };

describe("a retreat credit", () => {
  it("is used by two later quotes until nothing is left", () => {
    const credit = { amount: 60_000, validUntil: addMonths("2027-08-31", 18), today: "2027-10-01" };
    expect(credit.validUntil).toBe("2029-02-28");

    const first = priceQuote({ ...trip, pricePerPerson: 45_000, creditAvailable: creditLeft({ ...credit, uses: [] }).usable });
    expect([first.credit, first.total]).toEqual([45_000, 0]);

    const afterFirst = creditLeft({ ...credit, uses: [first.credit] });
    expect(afterFirst).toEqual({ left: 15_000, expired: false, usable: 15_000 });

    const second = priceQuote({ ...trip, pricePerPerson: 40_000, creditAvailable: afterFirst.usable });
    expect([second.credit, second.total]).toEqual([15_000, 25_000]);

    const afterSecond = creditLeft({ ...credit, uses: [first.credit, second.credit] });
    expect(afterSecond).toEqual({ left: 0, expired: false, usable: 0 });
    expect(priceQuote({ ...trip, pricePerPerson: 40_000, creditAvailable: afterSecond.usable }).credit).toBe(0);
  });

  it("is valid through its last day and expired the day after, still showing what was left", () => {
    const credit = { amount: 60_000, validUntil: "2029-02-28", uses: [20_000] };
    expect(creditLeft({ ...credit, today: "2029-02-28" })).toEqual({ left: 40_000, expired: false, usable: 40_000 });
    expect(creditLeft({ ...credit, today: "2029-03-01" })).toEqual({ left: 40_000, expired: true, usable: 0 });
  });
});
