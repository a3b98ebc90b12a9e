import { describe, expect, it } from "vitest";
import { moneyDueOf } from "@shared/money";

const TODAY = "2027-03-01";
const OWED = { overdue: 30_000, due: 70_000, refund: 28_500 };
const due = (paymentDueOn: string | null, refundDueBy: string | null = null) => moneyDueOf({ paymentDueOn, refundDueBy }, TODAY, OWED);

describe("what a booking's row says it owes", () => {
  it("says a payment is due, with what is owed by then, from 7 days before its date to 7 days after, and overdue from the 8th day on", () => {
    expect(due("2027-03-09")).toBeNull();
    expect(due("2027-03-08")).toEqual({ state: "due", label: "₹70,000 due 8 March 2027" });
    expect(due("2027-02-22")).toEqual({ state: "due", label: "₹70,000 due 22 February 2027" });
    expect(due("2027-02-21")).toEqual({ state: "overdue", label: "₹30,000 overdue since 21 February 2027" });
  });

  it("says a refund owed first, and nothing when nothing is owed", () => {
    expect(due("2027-02-01", "2027-03-22")).toEqual({ state: "refund", label: "Refund ₹28,500 owed by 22 March 2027" });
    expect(due(null)).toBeNull();
  });
});
