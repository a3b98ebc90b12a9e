import { describe, expect, it } from "vitest";
import type { TimelineEntry } from "@shared/api-types";
import { mergeTimeline, withStaffNames } from "../../../server/storage/timeline";
import { parseBookingEvent } from "../../../server/events/booking-events";

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

describe("parseBookingEvent", () => {
  it("reads the id of a bookings notification", () => {
    expect(parseBookingEvent('{"id": 12}')).toEqual({ id: 12, event: "booking" });
  });
  it.each(["", "12", "{}", '{"id":"12"}', '{"id":0}', '{"id":1.5}', "null", "{oops"])("ignores %j", (payload) => {
    expect(parseBookingEvent(payload)).toBeUndefined();
  });
});

describe("staff names on the timeline", () => {
  const staff = [
    { id: 1, username: "asha", name: "Asha Rao" },
    { id: 2, username: "ravi", name: "Ravi Menon" },
    { id: 3, username: "bo", name: null },
  ];

  it("names who did it and whom a booking was assigned to; a colleague without a name keeps the username", () => {
    const entries: TimelineEntry[] = [
      { kind: "assignment", by: "asha", at: "2026-11-25T09:00:00.000Z", assigneeId: 2, assignee: "ravi" },
      { kind: "note", by: "bo", at: "2026-11-25T09:01:00.000Z", body: "Called" },
      { kind: "status", by: "ravi", at: "2026-11-25T09:02:00.000Z", from: "pending", to: "confirmed" },
      { kind: "assignment", by: "ravi", at: "2026-11-25T09:03:00.000Z", assigneeId: null, assignee: null },
    ];
    expect(withStaffNames(entries, staff).map((e) => [e.by, "assignee" in e ? e.assignee : undefined])).toEqual([
      ["Asha Rao", "Ravi Menon"],
      ["bo", undefined],
      ["Ravi Menon", undefined],
      ["Ravi Menon", null],
    ]);
  });

  it("leaves the visitor's and the machines' entries alone, even when a username is the same word", () => {
    const entries: TimelineEntry[] = [
      { kind: "mail", by: "system", at: "2026-11-25T09:00:00.000Z", mailKind: "acknowledgement", to: "v@example.com", status: "sent", attempts: 1, lastError: null, sentAt: null },
    ];
    expect(withStaffNames(entries, [{ id: 9, username: "system", name: "Sys Admin" }])).toEqual(entries);
  });
});
