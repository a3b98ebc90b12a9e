import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "@shared/api-types";
import { mergeTimeline } from "../../../../server/desk/timeline";
import { parseBookingPayload } from "../../../../server/events/booking-events";

const note = (at: string, body: string): TimelineEntry => ({ kind: "note", by: "asha", at, body });

describe("mergeTimeline", () => {
  it("merges the lists oldest first", () => {
    const a = [note("2026-01-01T10:00:00.000Z", "a1"), note("2026-01-01T12:00:00.000Z", "a2")];
    const b = [note("2026-01-01T11:00:00.000Z", "b1"), note("2026-01-01T13:00:00.000Z", "b2")];
    expect(mergeTimeline(a, b).map((e) => (e as { body: string }).body)).toEqual(["a1", "b1", "a2", "b2"]);
  });

  it("keeps entries of the same moment in the order of the lists, and of each list", () => {
    const t = "2026-01-01T10:00:00.000Z";
    const merged = mergeTimeline([note(t, "x1"), note(t, "x2")], [note(t, "y1")], [note("2026-01-01T09:00:00.000Z", "z")]);
    expect(merged.map((e) => (e as { body: string }).body)).toEqual(["z", "x1", "x2", "y1"]);
  });

  it("returns nothing for nothing", () => {
    expect(mergeTimeline([], [])).toEqual([]);
  });
});

describe("parseBookingPayload", () => {
  it("reads the id of a bookings notification", () => {
    expect(parseBookingPayload('{"id": 12}')).toBe(12);
  });
  it.each(["", "12", "{}", '{"id":"12"}', '{"id":0}', '{"id":1.5}', "null", "{oops"])("ignores %j", (payload) => {
    expect(parseBookingPayload(payload)).toBeUndefined();
  });
});
