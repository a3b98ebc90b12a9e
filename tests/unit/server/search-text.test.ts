import { describe, expect, it } from "vitest";
import { loggableUrl } from "../../../server/http/request-log";
import { bookingIdOf } from "../../../server/storage/audit";

describe("the request log's URL", () => {
  it.each([
    ["/api/admin/bookings?q=Wilhelmina", "/api/admin/bookings?q=redacted"],
    ["/api/admin/bookings?view=mine&q=a%40b.example&limit=5", "/api/admin/bookings?view=mine&q=redacted&limit=5"],
    ["/api/admin/bookings?q=x&q=y", "/api/admin/bookings?q=redacted&q=redacted"],
    ["/api/admin/bookings?status=pending", "/api/admin/bookings?status=pending"],
    ["/api/bookings", "/api/bookings"],
    ["/retreats?quality=q", "/retreats?quality=q"],
  ])("logs %s as %s", (url, logged) => {
    expect(loggableUrl(url)).toBe(logged);
  });
});

describe("an audit entry's booking", () => {
  it.each([
    ["booking 12", 12],
    ["booking 2147483647", 2147483647],
    ["booking 2147483648", null],
    ["booking 012", null],
    ["user asha", null],
    ["booking 12 and more", null],
    [null, null],
  ] as const)("%s is about booking %s", (target, id) => {
    expect(bookingIdOf(target)).toBe(id);
  });
});
