import { describe, expect, it } from "vitest";
import { accountStatus, accountView, buildSchedule, priceQuote, privateRoomAmount, quoteLines, PRIVATE_ROOM_SUPPLEMENT } from "@shared/money";
import { quoteRequestSchema } from "@shared/money/quote-requests";

const sum = (lines: { amount: number }[]) => lines.reduce((s, l) => s + l.amount, 0);
const TRIP = { startDate: "2027-06-01", endDate: "2027-06-06", extras: [], returning: false, creditAvailable: 0 };

describe("the private room supplement", () => {
  it("is rooms × the supplement per person, and nothing without a room or a supplement", () => {
    expect(privateRoomAmount(2, 12_000)).toBe(24_000);
    expect(privateRoomAmount(0, 12_000)).toBe(0);
    expect(privateRoomAmount(3, 0)).toBe(0);
  });

  it("is added after the discounts, which apply to the base only", () => {
    // 6 travellers at ₹50,000: 10 % group discount on ₹3,00,000 only; 2 rooms at ₹12,000 undiscounted.
    const price = priceQuote({ ...TRIP, travellers: 6, pricePerPerson: 50_000, privateRooms: 2, privateRoomSupplement: 12_000 });
    expect(price.discounts).toEqual([{ label: "Group discount", percent: 10, amount: 30_000 }]);
    expect(price.privateRoom).toBe(24_000);
    expect(price.total).toBe(300_000 - 30_000 + 24_000);
  });

  it("is spent from a retreat credit like the rest of the total, never below zero", () => {
    const price = priceQuote({ ...TRIP, travellers: 1, pricePerPerson: 40_000, privateRooms: 1, privateRoomSupplement: 9_999, creditAvailable: 100_000 });
    expect(price.credit).toBe(49_999);
    expect(price.total).toBe(0);
  });

  it("is a line of the account of its own, and the lines still add up to the total to pay", () => {
    const price = priceQuote({ ...TRIP, travellers: 2, pricePerPerson: 58_000, extras: [{ label: "Flights", amount: 15_001 }], privateRooms: 1, privateRoomSupplement: 12_000 });
    const quote = { travellers: 2, pricePerPerson: 58_000, base: price.base, discounts: price.discounts, extras: price.extras, privateRooms: 1, privateRoomSupplement: 12_000, credit: price.credit, total: price.total };
    expect(quoteLines(quote).map((l) => [l.label, l.amount])).toEqual([
      ["2 travellers × ₹58,000", 116_000],
      ["Flights", 15_001],
      [PRIVATE_ROOM_SUPPLEMENT, 12_000],
    ]);
    expect(PRIVATE_ROOM_SUPPLEMENT).toBe("Private room supplement");
    const schedule = buildSchedule({ total: price.total, region: "domestic", startDate: TRIP.startDate, asOf: "2027-01-10", accepted: true });
    const view = accountView({ quote, status: accountStatus({ instalments: schedule.map((i) => ({ ...i, dueDate: i.dueDate ?? "2027-01-10" })), payments: [], today: "2027-01-10" }), cancelled: false, cancellation: null });
    expect(sum(view.lines)).toBe(view.totalToPay);
    expect(view.totalToPay).toBe(143_001);
    expect(sum(schedule)).toBe(143_001);
  });

  it("a quote without rooms shows no supplement line", () => {
    const q = { travellers: 1, pricePerPerson: 10_000, base: 10_000, discounts: [], extras: [], privateRooms: 0, privateRoomSupplement: 12_000, credit: 0, total: 10_000 };
    expect(quoteLines(q).map((l) => l.label)).toEqual(["1 traveller × ₹10,000"]);
  });

  it("a quote asks at most one room per traveller, and only on a departure", () => {
    const base = { startDate: "2027-06-01", endDate: "2027-06-06", travellers: 2, pricePerPerson: 50_000 };
    expect(quoteRequestSchema.safeParse({ ...base, departureId: 3, privateRooms: 2 }).success).toBe(true);
    const tooMany = quoteRequestSchema.safeParse({ ...base, departureId: 3, privateRooms: 3 });
    expect(tooMany.success).toBe(false);
    expect(tooMany.error?.issues[0]).toMatchObject({ path: ["privateRooms"] });
    expect(quoteRequestSchema.safeParse({ ...base, privateRooms: 1 }).success).toBe(false);
    expect(quoteRequestSchema.safeParse({ ...base, departureId: 3, privateRooms: -1 }).success).toBe(false);
    expect(quoteRequestSchema.parse(base).privateRooms).toBe(0);
  });
});
