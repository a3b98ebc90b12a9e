import { describe, expect, it } from "vitest";
import { accountStatus, addDays, type Instalment } from "@shared/money";

const DUE = "2027-03-15";
const one: Instalment[] = [{ label: "Final payment", percent: 30, amount: 30_000, dueDate: DUE }];
const schedule: Instalment[] = [
  { label: "Deposit", percent: 30, amount: 30_000, dueDate: "2027-01-01" },
  { label: "Second payment", percent: 40, amount: 40_000, dueDate: "2027-02-01" },
  { label: "Final payment", percent: 30, amount: 30_000, dueDate: "2027-03-01" },
];
const pay = (...amounts: number[]) => amounts.map((amount) => ({ amount, voided: false }));

describe("allocation and states", () => {
  it.each([
    [-8, "upcoming"],
    [-7, "due"],
    [0, "due"],
    [7, "due"],
    [8, "overdue"],
  ] as const)("an unpaid instalment %i days from its due date is %s", (offset, state) => {
    const account = accountStatus({ instalments: one, payments: [], today: addDays(DUE, offset) });
    expect(account.schedule[0].state).toBe(state);
    expect(account.overdueUnpaid).toBe(state === "overdue" ? 30_000 : 0);
    expect(account.lateFee).toBe(state === "overdue" ? 1_500 : 0);
  });

  it("calls a fully paid instalment paid whatever the day", () => {
    for (const offset of [-8, 0, 8, 400]) {
      expect(accountStatus({ instalments: one, payments: pay(30_000), today: addDays(DUE, offset) }).schedule[0].state).toBe("paid");
    }
  });

  it("fills instalments in due-date order with partial payments, and ignores voided ones", () => {
    const account = accountStatus({
      instalments: [schedule[2], schedule[0], schedule[1]],
      payments: [...pay(30_000, 10_000), { amount: 50_000, voided: true }],
      today: "2027-02-22",
    });
    expect(account.schedule.map((s) => [s.label, s.paid, s.state])).toEqual([
      ["Deposit", 30_000, "paid"],
      ["Second payment", 10_000, "overdue"],
      ["Final payment", 0, "due"],
    ]);
    expect(account).toMatchObject({ total: 1_00_000, paid: 40_000, balance: 60_000, overdueUnpaid: 30_000, lateFee: 1_500 });
    expect(account.nextDue?.label).toBe("Second payment");
  });

  it("puts a deposit due on acceptance first, and keeps the schedule's order for equal dates", () => {
    const account = accountStatus({
      instalments: [
        { label: "Date change fee", percent: 0, amount: 5_000, dueDate: "2026-12-01" },
        { label: "Deposit", percent: 30, amount: 30_000, dueDate: null },
        { label: "Late fee", percent: 0, amount: 500, dueDate: "2027-02-01" },
        { label: "Second payment", percent: 40, amount: 40_000, dueDate: "2027-02-01" },
      ],
      payments: pay(32_000),
      today: "2027-01-10",
    });
    expect(account.schedule.map((s) => [s.label, s.paid, s.state])).toEqual([
      ["Deposit", 30_000, "paid"],
      ["Date change fee", 2_000, "overdue"],
      ["Late fee", 0, "upcoming"],
      ["Second payment", 0, "upcoming"],
    ]);
    expect(account.nextDue?.label).toBe("Date change fee");
  });

  it("calls an unpaid deposit due on acceptance due, never overdue", () => {
    const account = accountStatus({ instalments: [{ label: "Full payment", percent: 100, amount: 50_000, dueDate: null }], payments: [], today: "2030-01-01" });
    expect(account.schedule[0].state).toBe("due");
    expect(account.lateFee).toBe(0);
  });

  it("lets an overpayment show as a negative balance with nothing next due", () => {
    const account = accountStatus({ instalments: schedule, payments: pay(60_000, 50_000), today: "2027-01-05" });
    expect(account.schedule.every((s) => s.state === "paid" && s.paid === s.amount)).toBe(true);
    expect(account).toMatchObject({ total: 1_00_000, paid: 1_10_000, balance: -10_000, nextDue: null, overdueUnpaid: 0, lateFee: 0 });
  });

  it("counts a total of 0 as paid", () => {
    const account = accountStatus({ instalments: [{ label: "Full payment", percent: 100, amount: 0, dueDate: "2027-01-01" }], payments: [], today: "2027-06-01" });
    expect(account.schedule[0].state).toBe("paid");
    expect(account.nextDue).toBeNull();
  });
});

describe("the late fee, once per overdue instalment", () => {
  const today = "2027-03-20";

  it("is 5 % of the overdue unpaid trip instalments, rounded", () => {
    const account = accountStatus({ instalments: schedule, payments: pay(30_000, 9_999), today });
    expect(account.overdueUnpaid).toBe(60_001);
    expect(account.lateFee).toBe(3_000); // 3,000.05
    expect(account.lateFeeKeys).toEqual(["Second payment|2027-02-01", "Final payment|2027-03-01"]);
  });

  it("is not charged again for instalments an earlier late fee covered, only for newly overdue ones", () => {
    const first = accountStatus({ instalments: schedule, payments: pay(30_000), today: "2027-02-10" });
    expect(first.lateFeeKeys).toEqual(["Second payment|2027-02-01"]);
    const withFee = [...schedule, { label: "Late fee", percent: 0, amount: first.lateFee, dueDate: "2027-02-10" }];
    const later = accountStatus({ instalments: withFee, payments: pay(30_000), today, lateFeeCharged: first.lateFeeKeys });
    expect(later.lateFeeKeys).toEqual(["Final payment|2027-03-01"]);
    expect(later.lateFee).toBe(1_500);
    // The unpaid late fee is overdue and owed, but a fee never attracts a fee.
    expect(later.overdueUnpaid).toBe(40_000 + 30_000 + 2_000);
    const allCharged = accountStatus({ instalments: withFee, payments: pay(30_000), today, lateFeeCharged: [...first.lateFeeKeys, ...later.lateFeeKeys] });
    expect(allCharged.lateFee).toBe(0);
    expect(allCharged.lateFeeKeys).toEqual([]);
  });
});
