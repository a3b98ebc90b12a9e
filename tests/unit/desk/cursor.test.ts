import { describe, expect, it } from "vitest";
import { BOOKING_VIEWS } from "@shared/booking-views";
import { decodeCursor, encodeCursor, viewOrder } from "../../../server/storage/booking-cursor";

describe("booking list cursors", () => {
  it("orders the reply views by due time, follow-ups by their time, the money views by the day owed and the others by arrival", () => {
    expect(Object.fromEntries(BOOKING_VIEWS.map((v) => [v, viewOrder(v)]))).toEqual({
      all: "createdAt",
      "needs-reply": "replyDueAt",
      mine: "createdAt",
      unassigned: "createdAt",
      overdue: "replyDueAt",
      "follow-up": "followUpAt",
      "payment-due": "paymentDueOn",
      "payment-overdue": "paymentDueOn",
      "refund-due": "refundDueBy",
      waitlist: "waitlist",
      "details-missing": "tripStart",
      spam: "createdAt",
    });
  });

  it.each(BOOKING_VIEWS)("round-trips a position of the %s view, with and without a total", (view) => {
    const at = new Date("2026-03-04T05:06:07.089Z");
    for (const total of [undefined, 0, 123_456]) {
      const c = { key: viewOrder(view), at, id: 42, total };
      expect(decodeCursor(encodeCursor(c), view)).toEqual(c);
    }
  });

  it("refuses a cursor made for a view with the other order", () => {
    const byDue = encodeCursor({ key: "replyDueAt", at: new Date(), id: 1 });
    expect(decodeCursor(byDue, "overdue")).toBeDefined();
    expect(decodeCursor(byDue, "all")).toBeUndefined();
    const byArrival = encodeCursor({ key: "createdAt", at: new Date(), id: 1 });
    expect(decodeCursor(byArrival, "needs-reply")).toBeUndefined();
  });

  it.each([
    ["not base64 at all", "%%%"],
    ["empty", ""],
    ["a bad date", Buffer.from("c|yesterday|1|").toString("base64url")],
    ["id zero", Buffer.from("c|2026-01-01T00:00:00.000Z|0|").toString("base64url")],
    ["id beyond 32 bits", Buffer.from("c|2026-01-01T00:00:00.000Z|2147483648|").toString("base64url")],
    ["a fractional id", Buffer.from("c|2026-01-01T00:00:00.000Z|1.5|").toString("base64url")],
    ["a negative total", Buffer.from("c|2026-01-01T00:00:00.000Z|1|-3").toString("base64url")],
    ["extra parts", Buffer.from("c|2026-01-01T00:00:00.000Z|1|2|3").toString("base64url")],
    ["an unknown key", Buffer.from("x|2026-01-01T00:00:00.000Z|1|").toString("base64url")],
  ])("refuses %s", (_name, s) => {
    expect(decodeCursor(s, "all")).toBeUndefined();
  });
});
