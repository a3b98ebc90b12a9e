import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { DATE_CHANGE_FEE, FREE_CHANGE_DAYS, type Instalment, accountStatus, addDays, buildSchedule, dateChangeFee, moveSchedule } from "@shared/money";

const START = "2027-06-30";

describe("the date change fee", () => {
  it.each([
    [44, 0, 5_000],
    [45, 0, 0],
    [46, 0, 0],
    [90, 1, 5_000],
    [10, 2, 5_000],
  ])("a change %i days before the start after %i earlier changes costs %i", (days, earlierChanges, fee) => {
    expect(dateChangeFee({ today: addDays(START, -days), currentStart: START, earlierChanges })).toBe(fee);
  });

  it("is ₹5,000, free 45 days out", () => {
    expect([DATE_CHANGE_FEE, FREE_CHANGE_DAYS]).toEqual([5_000, 45]);
  });
});

describe("moving the schedule with the start", () => {
  const instalments: Instalment[] = [
    { label: "Deposit", percent: 30, amount: 30_000, dueDate: "2027-03-01" },
    { label: "Second payment", percent: 40, amount: 40_000, dueDate: "2027-05-31" },
    { label: "Final payment", percent: 30, amount: 30_000, dueDate: "2027-06-15" },
    { label: "Date change fee", percent: 0, amount: 5_000, dueDate: "2027-04-01" },
  ];

  it("moves the unpaid and part-paid trip instalments by the shift, and leaves what is paid and the fees", () => {
    const today = "2027-04-01";
    const { schedule } = accountStatus({ instalments, payments: [{ amount: 50_000, voided: false }], today });
    const moved = moveSchedule({ status: schedule, currentStart: START, newStart: addDays(START, 30), today });
    expect(moved).toEqual([
      { label: "Deposit", percent: 30, amount: 30_000, dueDate: "2027-03-01" },
      { label: "Date change fee", percent: 0, amount: 5_000, dueDate: "2027-04-01" },
      { label: "Second payment", percent: 40, amount: 40_000, dueDate: "2027-06-30" },
      { label: "Final payment", percent: 30, amount: 30_000, dueDate: "2027-07-15" },
    ]);
  });

  it("never moves a due date to before today", () => {
    const today = "2027-05-20";
    const { schedule } = accountStatus({ instalments, payments: [{ amount: 30_000, voided: false }], today });
    const moved = moveSchedule({ status: schedule, currentStart: START, newStart: addDays(START, -30), today });
    expect(moved.find((i) => i.label === "Second payment")?.dueDate).toBe(today);
    expect(moved.find((i) => i.label === "Final payment")?.dueDate).toBe("2027-05-20");
  });

  it("moves an instalment already past due no earlier than it was, and not to today if it stays past", () => {
    const today = "2027-06-20";
    const { schedule } = accountStatus({ instalments, payments: [{ amount: 30_000, voided: false }], today });
    const earlier = moveSchedule({ status: schedule, currentStart: START, newStart: addDays(START, -10), today });
    expect(earlier.find((i) => i.label === "Second payment")?.dueDate).toBe("2027-05-31");
    const later = moveSchedule({ status: schedule, currentStart: START, newStart: addDays(START, 10), today });
    expect(later.find((i) => i.label === "Second payment")?.dueDate).toBe("2027-06-10");
    expect(later.find((i) => i.label === "Final payment")?.dueDate).toBe("2027-06-25");
  });

  it("keeps every amount and percentage and never touches a paid instalment", () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_00_000 }),
        fc.integer({ min: 31, max: 400 }),
        fc.integer({ min: 0, max: 50_00_000 }),
        fc.integer({ min: 0, max: 30 }),
        fc.integer({ min: -200, max: 200 }),
        (total, daysAway, paid, daysLater, shift) => {
          const asOf = "2027-01-01";
          const currentStart = addDays(asOf, daysAway);
          const today = addDays(asOf, daysLater);
          const fixed = buildSchedule({ total, region: "domestic", startDate: currentStart, asOf, accepted: true });
          const { schedule } = accountStatus({ instalments: fixed, payments: [{ amount: paid, voided: false }], today });
          const moved = moveSchedule({ status: schedule, currentStart, newStart: addDays(currentStart, shift), today });
          expect(moved.map((i) => [i.label, i.percent, i.amount])).toEqual(schedule.map((s) => [s.label, s.percent, s.amount]));
          for (const [i, s] of schedule.entries()) {
            if (s.state === "paid") expect(moved[i].dueDate).toBe(s.dueDate);
            else {
              const due = moved[i].dueDate!;
              const shifted = addDays(s.dueDate!, shift);
              expect(due >= today || due >= s.dueDate!).toBe(true);
              if (shifted >= today) expect(due).toBe(shifted);
              if (shift >= 0) expect(due >= s.dueDate!).toBe(true);
            }
          }
        },
      ),
    );
  });
});
