import { describe, expect, it } from "vitest";
import { type CancellationInput, addDays, daysBetween, refundTiers, settleCancellation, visitorRefundPercent } from "@shared/money";

describe("the visitor's refund tiers", () => {
  it.each([
    [90, 95, 95],
    [89, 95, 85],
    [60, 95, 85],
    [59, 80, 70],
    [30, 80, 70],
    [29, 60, 0],
    [15, 60, 0],
    [14, 0, 0],
    [0, 0, 0],
    [-3, 0, 0],
  ])("%i days before the start: domestic %i %, international %i %", (days, domestic, international) => {
    expect(visitorRefundPercent("domestic", days)).toBe(domestic);
    expect(visitorRefundPercent("international", days)).toBe(international);
  });

  it("writes the domestic tiers as dates for the trip", () => {
    expect(refundTiers("domestic", "2027-05-10")).toEqual([
      { fromDay: null, lastDay: "2027-03-11", percent: 95 },
      { fromDay: "2027-03-12", lastDay: "2027-04-10", percent: 80 },
      { fromDay: "2027-04-11", lastDay: "2027-04-25", percent: 60 },
      { fromDay: "2027-04-26", lastDay: null, percent: 0 },
    ]);
  });

  it("writes the international tiers as dates that agree with the percentages", () => {
    const start = "2027-05-10";
    const tiers = refundTiers("international", start);
    expect(tiers.map((t) => t.percent)).toEqual([95, 85, 70, 0]);
    expect(tiers[0].lastDay).toBe(addDays(start, -90));
    for (const [i, tier] of tiers.entries()) {
      if (tier.lastDay) expect(visitorRefundPercent("international", daysBetween(tier.lastDay, start))).toBe(tier.percent);
      if (tier.lastDay) expect(visitorRefundPercent("international", daysBetween(addDays(tier.lastDay, 1), start))).toBe(tiers[i + 1].percent);
      if (tier.fromDay) expect(visitorRefundPercent("international", daysBetween(tier.fromDay, start))).toBe(tier.percent);
      if (tier.fromDay) expect(tier.fromDay).toBe(addDays(tiers[i - 1].lastDay!, 1));
    }
  });
});

// 2027-01-01 is a Friday; the trip starts 100 days later.
const base: CancellationInput = {
  region: "domestic",
  startDate: "2027-04-11",
  on: "2027-01-01",
  reason: "visitor",
  settlement: "refund",
  paid: 60_000,
  travellers: 2,
  allPaidInCash: false,
};
const settle = (change: Partial<CancellationInput>) => settleCancellation({ ...base, ...change });
const settled = (change: Partial<CancellationInput>) => {
  const result = settle(change);
  if (!result.ok) throw new Error(result.message);
  return result.cancellation;
};

describe("settling a cancellation", () => {
  it("refunds a visitor's cancellation by the tier, due in 15 business days for a domestic trip", () => {
    expect(settled({})).toEqual({
      reason: "visitor",
      settlement: "refund",
      on: "2027-01-01",
      daysBefore: 100,
      percent: 95,
      paid: 60_000,
      refund: 57_000,
      credit: 0,
      creditValidUntil: null,
      flightReimbursement: 0,
      refundDueBy: "2027-01-22",
    });
    expect(settled({ startDate: addDays(base.on, 45) })).toMatchObject({ daysBefore: 45, percent: 80, refund: 48_000 });
    expect(settled({ paid: 99_999, startDate: addDays(base.on, 20) })).toMatchObject({ percent: 60, refund: 59_999 });
  });

  it("gives 30 business days for an international trip, 7 when all was paid in cash, 14 when the company cancelled", () => {
    expect(settled({ region: "international" }).refundDueBy).toBe("2027-02-12");
    expect(settled({ allPaidInCash: true }).refundDueBy).toBe("2027-01-12");
    expect(settled({ region: "international", allPaidInCash: true }).refundDueBy).toBe("2027-01-12");
    expect(settled({ reason: "provider", allPaidInCash: true }).refundDueBy).toBe("2027-01-21");
  });

  it("owes nothing, and so sets no date, when nothing comes back", () => {
    expect(settled({ startDate: addDays(base.on, 10) })).toMatchObject({ percent: 0, refund: 0, refundDueBy: null });
    expect(settled({ paid: 0, allPaidInCash: true })).toMatchObject({ refund: 0, refundDueBy: null });
  });

  it("lets medical and family emergencies go up to their caps, by default the cap", () => {
    expect(settled({ reason: "medical", startDate: addDays(base.on, 3) })).toMatchObject({ percent: 90, refund: 54_000 });
    expect(settled({ reason: "family" })).toMatchObject({ percent: 80, refund: 48_000 });
    expect(settled({ reason: "medical", percent: 50 })).toMatchObject({ percent: 50, refund: 30_000 });
    expect(settled({ reason: "family", percent: 0 })).toMatchObject({ percent: 0, refund: 0, refundDueBy: null });
    expect(settle({ reason: "medical", percent: 91 })).toMatchObject({ ok: false, path: "percent" });
    expect(settle({ reason: "family", percent: 81 })).toMatchObject({ ok: false, path: "percent" });
    expect(settle({ reason: "family", percent: 50.5 })).toMatchObject({ ok: false, path: "percent" });
    expect(settle({ reason: "medical", percent: -1 })).toMatchObject({ ok: false, path: "percent" });
  });

  it("refunds force majeure and the company's own cancellation in full, and takes no percent for them or a visitor", () => {
    expect(settled({ reason: "force-majeure", startDate: addDays(base.on, 2) })).toMatchObject({ percent: 100, refund: 60_000 });
    expect(settled({ reason: "provider" })).toMatchObject({ percent: 100, refund: 60_000, refundDueBy: "2027-01-21" });
    for (const reason of ["visitor", "force-majeure", "provider"] as const) {
      expect(settle({ reason, percent: 100 })).toMatchObject({ ok: false, path: "percent" });
    }
  });

  it("reimburses flights only when the company cancelled, up to ₹25,000 a traveller", () => {
    expect(settled({ reason: "provider", flightReimbursement: 50_000 })).toMatchObject({ refund: 60_000, flightReimbursement: 50_000 });
    expect(settle({ reason: "provider", flightReimbursement: 50_001 })).toMatchObject({ ok: false, path: "flightReimbursement" });
    expect(settle({ reason: "provider", flightReimbursement: -1 })).toMatchObject({ ok: false, path: "flightReimbursement" });
    expect(settle({ reason: "visitor", flightReimbursement: 10_000 })).toMatchObject({ ok: false, path: "flightReimbursement" });
    expect(settled({ reason: "medical", flightReimbursement: 0 }).flightReimbursement).toBe(0);
  });

  it("keeps 100 % of what was paid as a retreat credit for 18 months, with no refund date", () => {
    expect(settled({ settlement: "credit", on: "2027-08-31", startDate: "2027-09-10" })).toMatchObject({
      settlement: "credit",
      percent: 100,
      refund: 0,
      credit: 60_000,
      creditValidUntil: "2029-02-28",
      refundDueBy: null,
    });
    expect(settled({ settlement: "credit", paid: 0 })).toMatchObject({ credit: 0, creditValidUntil: null });
  });

  it("still refunds the flights, in 14 business days, when the company cancelled and the visitor took a credit", () => {
    expect(settled({ reason: "provider", settlement: "credit", flightReimbursement: 20_000 })).toMatchObject({
      refund: 0,
      credit: 60_000,
      flightReimbursement: 20_000,
      refundDueBy: "2027-01-21",
    });
  });

  it("refuses a day that is not a date", () => {
    expect(settle({ on: "2027-02-30" })).toMatchObject({ ok: false, path: "on" });
  });
});
