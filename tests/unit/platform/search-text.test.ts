import { describe, expect, it } from "vitest";
import { loggableUrl } from "../../../server/http/request-log";
import { bookingIdOf } from "../../../server/storage/audit";
import { apiPaths } from "@shared/api-paths";

describe("the request log's URL", () => {
  it.each([
    [apiPaths.bookings.href({ q: "Wilhelmina" }), apiPaths.bookings.href({ q: "redacted" })],
    [apiPaths.bookings.href({ view: "mine", q: "a@b.example", limit: 5 }), apiPaths.bookings.href({ view: "mine", q: "redacted", limit: 5 })],
    [`${apiPaths.bookings.href()}?q=x&q=y`, `${apiPaths.bookings.href()}?q=redacted&q=redacted`],
    [apiPaths.bookings.href({ status: "pending" }), apiPaths.bookings.href({ status: "pending" })],
    [apiPaths.enquiries.href(), apiPaths.enquiries.href()],
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
