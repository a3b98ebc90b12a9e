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
  /** The schedule after `paid` was received and, on `today`, the start moved by `shift` days. */
  const move = (paid: number, today: string, shift: number) => {
    const { schedule } = accountStatus({ instalments, payments: [{ amount: paid, voided: false }], today });
    const moved = moveSchedule({ status: schedule, currentStart: START, newStart: addDays(START, shift), today });
    return { moved, dueOf: (label: string) => moved.find((i) => i.label === label)?.dueDate };
  };

  it("moves the unpaid and part-paid trip instalments by the shift, and leaves what is paid and the fees", () => {
    expect(move(50_000, "2027-04-01", 30).moved).toEqual([
      { label: "Deposit", percent: 30, amount: 30_000, dueDate: "2027-03-01" },
      { label: "Date change fee", percent: 0, amount: 5_000, dueDate: "2027-04-01" },
      { label: "Second payment", percent: 40, amount: 40_000, dueDate: "2027-06-30" },
      { label: "Final payment", percent: 30, amount: 30_000, dueDate: "2027-07-15" },
    ]);
  });

  it("never moves a due date to before today", () => {
    const { dueOf } = move(30_000, "2027-05-20", -30);
    expect(dueOf("Second payment")).toBe("2027-05-20");
    expect(dueOf("Final payment")).toBe("2027-05-20");
  });

  it("leaves what is already due where it is, so an overdue instalment stays overdue and its late fee possible", () => {
    expect(move(30_000, "2027-06-20", -10).dueOf("Second payment")).toBe("2027-05-31");
    const later = move(30_000, "2027-06-20", 10);
    expect(later.dueOf("Second payment")).toBe("2027-05-31");
    expect(later.dueOf("Final payment")).toBe("2027-06-15");
    // Due today is due: it stays too; the next one, not yet due, moves.
    const onTheDay = move(30_000, "2027-05-31", 30);
    expect(onTheDay.dueOf("Second payment")).toBe("2027-05-31");
    expect(onTheDay.dueOf("Final payment")).toBe("2027-07-15");
    const after = accountStatus({ instalments: later.moved, payments: [{ amount: 30_000, voided: false }], today: "2027-06-20" });
    expect(after.schedule.filter((i) => i.state === "overdue").map((i) => i.label)).toContain("Second payment");
    expect(after.lateFee).toBeGreaterThan(0);
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
            if (s.state === "paid" || s.dueDate! <= today) expect(moved[i].dueDate).toBe(s.dueDate);
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
