import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { addDays, buildSchedule, type Instalment, REGIONS } from "@shared/money";

const ASOF = "2027-01-01";
const inDays = (n: number) => addDays(ASOF, n);
const line = (label: string, percent: number, amount: number, dueDate: string | null): Instalment => ({ label, percent, amount, dueDate });

describe("the schedule", () => {
  describe("domestic: Deposit 30 %, 40 % at 30 days, 30 % at 15 days before the start", () => {
    it.each([61, 60, 59, 31])("splits in three when the start is %i days away", (days) => {
      expect(buildSchedule({ total: 1_00_000, region: "domestic", startDate: inDays(days), asOf: ASOF, accepted: true })).toEqual([
        line("Deposit", 30, 30_000, ASOF),
        line("Second payment", 40, 40_000, inDays(days - 30)),
        line("Final payment", 30, 30_000, inDays(days - 15)),
      ]);
    });

    it("folds the second payment into the deposit when it would be due on acceptance (30 days)", () => {
      expect(buildSchedule({ total: 1_00_000, region: "domestic", startDate: inDays(30), asOf: ASOF, accepted: true })).toEqual([
        line("Deposit", 70, 70_000, ASOF),
        line("Final payment", 30, 30_000, inDays(15)),
      ]);
    });

    it("asks for full payment when the start is 29 days away", () => {
      expect(buildSchedule({ total: 1_00_000, region: "domestic", startDate: inDays(29), asOf: ASOF, accepted: true })).toEqual([
        line("Full payment", 100, 1_00_000, ASOF),
      ]);
    });
  });

  describe("international: Deposit 40 %, 35 % at 60 days, 25 % at 30 days before the start", () => {
    it("splits in three when the start is 61 days away", () => {
      expect(buildSchedule({ total: 1_00_000, region: "international", startDate: inDays(61), asOf: ASOF, accepted: true })).toEqual([
        line("Deposit", 40, 40_000, ASOF),
        line("Second payment", 35, 35_000, inDays(1)),
        line("Final payment", 25, 25_000, inDays(31)),
      ]);
    });

    it.each([60, 59, 31])("folds the second payment into the deposit when the start is %i days away", (days) => {
      expect(buildSchedule({ total: 1_00_000, region: "international", startDate: inDays(days), asOf: ASOF, accepted: true })).toEqual([
        line("Deposit", 75, 75_000, ASOF),
        line("Final payment", 25, 25_000, inDays(days - 30)),
      ]);
    });

    it.each([30, 29])("asks for full payment when the start is %i days away", (days) => {
      expect(buildSchedule({ total: 1_00_000, region: "international", startDate: inDays(days), asOf: ASOF, accepted: true })).toEqual([
        line("Full payment", 100, 1_00_000, ASOF),
      ]);
    });
  });

  it("leaves the deposit's due date open until the quote is accepted", () => {
    const open = buildSchedule({ total: 1_00_000, region: "domestic", startDate: inDays(90), asOf: ASOF, accepted: false });
    expect(open.map((i) => i.dueDate)).toEqual([null, inDays(60), inDays(75)]);
    expect(buildSchedule({ total: 1_00_000, region: "domestic", startDate: inDays(10), asOf: ASOF, accepted: false })).toEqual([
      line("Full payment", 100, 1_00_000, null),
    ]);
  });

  it("rounds an odd total and lets the final payment take what is left", () => {
    expect(buildSchedule({ total: 99_999, region: "domestic", startDate: inDays(90), asOf: ASOF, accepted: true }).map((i) => i.amount)).toEqual([
      30_000, 40_000, 29_999,
    ]);
    expect(buildSchedule({ total: 99_999, region: "international", startDate: inDays(120), asOf: ASOF, accepted: true }).map((i) => i.amount)).toEqual([
      40_000, 35_000, 24_999,
    ]);
  });

  it("makes a total of 0 (a credit covered it all) one full payment of 0", () => {
    expect(buildSchedule({ total: 0, region: "international", startDate: inDays(200), asOf: ASOF, accepted: true })).toEqual([
      line("Full payment", 100, 0, ASOF),
    ]);
  });

  it("always adds up to the total, with no negative amount and every due date from acceptance to before the start", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 5_00_00_000 }),
        fc.constantFrom(...REGIONS),
        fc.integer({ min: 0, max: 3650 }),
        fc.integer({ min: 1, max: 500 }),
        fc.boolean(),
        (total, region, asOfOffset, daysAway, accepted) => {
          const asOf = addDays("2026-01-01", asOfOffset);
          const startDate = addDays(asOf, daysAway);
          const schedule = buildSchedule({ total, region, startDate, asOf, accepted });
          expect(schedule.reduce((sum, i) => sum + i.amount, 0)).toBe(total);
          expect(schedule.reduce((sum, i) => sum + i.percent, 0)).toBe(100);
          for (const [index, instalment] of schedule.entries()) {
            expect(instalment.amount).toBeGreaterThanOrEqual(0);
            if (index === 0 && !accepted) expect(instalment.dueDate).toBeNull();
            else {
              expect(instalment.dueDate! >= asOf).toBe(true);
              expect(instalment.dueDate! < startDate).toBe(true);
            }
          }
          if (daysAway < 30) expect(schedule).toHaveLength(1);
        },
      ),
    );
  });
});
