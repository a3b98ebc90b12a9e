import { describe, expect, it } from "vitest";
import { accountStatus, accountView, moveSchedule, overpaymentDueBy, refundTiersFrom, settleCancellation, type Instalment } from "@shared/money";
import { moneyCsvCells, moneyCsvHeader, sheetTime, type MoneyCsvEntry } from "@shared/money/money-csv";

// A domestic quote: 2 travellers at ₹50,000 and ₹20,000 of flights, ₹1,20,000 in all.
const QUOTE = { travellers: 2, pricePerPerson: 50_000, base: 100_000, discounts: [], extras: [{ label: "Flights", amount: 20_000 }], credit: 0, total: 120_000 };
const SCHEDULE: Instalment[] = [
  { label: "Deposit", percent: 30, amount: 36_000, dueDate: "2027-02-20" },
  { label: "Second payment", percent: 40, amount: 48_000, dueDate: "2027-05-02" },
  { label: "Final payment", percent: 30, amount: 36_000, dueDate: "2027-05-17" },
];
const pay = (...amounts: number[]) => amounts.map((amount) => ({ amount, voided: false }));
const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);

describe("the account as every screen and e-mail shows it", () => {
  it("after a date change with its fee: the unpaid instalments move, the fee is a line of its own and the total to pay is the sum of the lines", () => {
    const before = accountStatus({ instalments: SCHEDULE, payments: pay(36_000), today: "2027-03-01" });
    const moved = moveSchedule({ status: before.schedule, currentStart: "2027-06-01", newStart: "2027-07-01", today: "2027-03-01" });
    const withFee = [...moved, { label: "Date change fee", percent: 0, amount: 5_000, dueDate: "2027-03-01" }];
    const view = accountView({ quote: QUOTE, status: accountStatus({ instalments: withFee, payments: pay(36_000), today: "2027-03-01" }), cancelled: false, cancellation: null });
    expect(view.lines.map((l) => [l.label, l.amount])).toEqual([
      ["2 travellers × ₹50,000", 100_000],
      ["Flights", 20_000],
      ["Date change fee", 5_000],
    ]);
    expect(view.totalToPay).toBe(125_000);
    expect(sum(view.lines)).toBe(view.totalToPay);
    expect(view.balance).toBe(89_000);
    expect(view.nextDue).toMatchObject({ label: "Date change fee", amount: 5_000 });
    expect(view.schedule.filter((s) => s.percent > 0).map((s) => s.dueDate)).toEqual(["2027-02-20", "2027-06-01", "2027-06-16"]);
  });

  it("after a late fee: the fee is a line, and what a late fee would add next is 0 for what it already covered", () => {
    const status = accountStatus({ instalments: [...SCHEDULE, { label: "Late fee", percent: 0, amount: 2_400, dueDate: "2027-05-20" }], payments: pay(36_000), today: "2027-05-20", lateFeeCharged: ["Second payment|2027-05-02"] });
    const view = accountView({ quote: QUOTE, status, cancelled: false, cancellation: null });
    expect(view.lines.at(-1)).toEqual({ label: "Late fee", amount: 2_400, kind: "fee" });
    expect(sum(view.lines)).toBe(view.totalToPay);
    expect(view.totalToPay).toBe(122_400);
    expect(view.lateFee).toBe(0);
  });

  it.each(["visitor", "medical", "family", "force-majeure", "provider"] as const)("once cancelled (%s), nothing more is due and what is owed back is the refund", (reason) => {
    const status = accountStatus({ instalments: SCHEDULE, payments: pay(36_000), today: "2027-05-20" });
    const settled = settleCancellation({ region: "domestic", startDate: "2027-06-01", on: "2027-05-20", reason, settlement: "refund", paid: status.paid, travellers: 2, allPaidInCash: false });
    if (!settled.ok) throw new Error(settled.message);
    const view = accountView({ quote: QUOTE, status, cancelled: true, cancellation: { ...settled.cancellation, refundPaidOn: null } });
    expect(view.balance).toBe(0);
    expect(view.nextDue).toBeNull();
    expect(view.lateFee).toBe(0);
    expect(view.schedule.map((s) => s.state)).toEqual(["paid", "cancelled", "cancelled"]);
    expect(view.owedToVisitor).toBe(settled.cancellation.refund);
    expect(view.owedToVisitor).toBe({ visitor: 0, medical: 32_400, family: 28_800, "force-majeure": 36_000, provider: 36_000 }[reason]);
    const paidBack = accountView({ quote: QUOTE, status, cancelled: true, cancellation: { ...settled.cancellation, refundPaidOn: "2027-05-25" } });
    expect(paidBack.owedToVisitor).toBe(0);
  });

  it("when the visitor paid more than the total to pay, the balance is 0 and the difference is owed back, until it is paid back", () => {
    const over = accountView({ quote: QUOTE, status: accountStatus({ instalments: SCHEDULE, payments: pay(120_000, 4_500), today: "2027-03-01" }), cancelled: false, cancellation: null });
    expect(over).toMatchObject({ balance: 0, owedToVisitor: 4_500, nextDue: null });
    const back = accountView({ quote: QUOTE, status: accountStatus({ instalments: SCHEDULE, payments: [...pay(120_000, 4_500), { amount: -4_500, voided: false }], today: "2027-03-01" }), cancelled: false, cancellation: null });
    expect(back).toMatchObject({ balance: 0, owedToVisitor: 0 });
    expect(overpaymentDueBy("2027-03-05")).toBe("2027-03-26");
  });

  it("before acceptance, the total to pay is the quote's total", () => {
    const view = accountView({ quote: QUOTE, status: accountStatus({ instalments: [], payments: [], today: "2027-03-01" }), cancelled: false, cancellation: null });
    expect(view).toMatchObject({ totalToPay: 120_000, balance: 0, owedToVisitor: 0 });
    expect(sum(view.lines)).toBe(120_000);
  });
});

describe("refund tiers from a given day", () => {
  it("leaves out the tiers already past and marks the one that applies today", () => {
    // Domestic, start 12 March 2027: 95 % to 11 January, 80 % to 10 February, 60 % to 25 February, then nothing.
    expect(refundTiersFrom("domestic", "2027-03-12", "2026-11-28")[0]).toEqual({ fromDay: null, lastDay: "2027-01-11", percent: 95, current: true });
    const late = refundTiersFrom("domestic", "2027-03-12", "2027-01-20");
    expect(late).toEqual([
      { fromDay: null, lastDay: "2027-02-10", percent: 80, current: true },
      { fromDay: "2027-02-11", lastDay: "2027-02-25", percent: 60 },
      { fromDay: "2027-02-26", lastDay: null, percent: 0 },
    ]);
    expect(refundTiersFrom("domestic", "2027-03-12", "2027-02-10")[0]).toMatchObject({ percent: 80, current: true });
    expect(refundTiersFrom("domestic", "2027-03-12", "2027-03-20")).toEqual([{ fromDay: null, lastDay: null, percent: 0, current: true }]);
  });
});

describe("the payments CSV's rows", () => {
  const base: MoneyCsvEntry = { kind: "payment", id: 7, on: "2026-11-28", amount: 12_000, method: "bank-transfer", reference: "NEFT-1", note: null, voidedAt: null, voidReason: null, recordedBy: "asha", recordedAt: new Date("2026-11-28T13:55:00Z"), bookingReference: "K7M3Q9X2", name: "Meera Raman" };
  const zone = "Asia/Kolkata";

  it("writes a payment with a positive amount, its method in words and a time a spreadsheet reads", () => {
    expect(moneyCsvHeader(zone)).toContain("Recorded at (Asia/Kolkata)");
    expect(moneyCsvCells(base, zone)).toEqual(["Payment", 7, "2026-11-28", 12_000, "", "Bank transfer", "NEFT-1", "", "", "", "asha", "2026-11-28 19:25", "K7M3Q9X2", "Meera Raman"]);
    expect(sheetTime(null, zone)).toBe("");
  });

  it("keeps a voided payment out of Amount, in a column of its own, and writes a refund as a negative amount", () => {
    const voided = moneyCsvCells({ ...base, voidedAt: new Date("2026-11-29T04:30:00Z"), voidReason: "Counted twice" }, zone);
    expect(voided.slice(0, 6)).toEqual(["Payment (voided)", 7, "2026-11-28", "", 12_000, "Bank transfer"]);
    expect(voided[9]).toBe("2026-11-29 10:00");
    const refund = moneyCsvCells({ ...base, kind: "refund", amount: 4_500, method: "upi" }, zone);
    expect(refund.slice(0, 6)).toEqual(["Refund", 7, "2026-11-28", -4_500, "", "UPI"]);
  });
});
