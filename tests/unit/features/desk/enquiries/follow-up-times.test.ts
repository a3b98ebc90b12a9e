import { describe, expect, it } from "vitest";
import { deskDay, timeIn, zonedTime } from "@shared/desk-clock";
import { quickFollowUps } from "@shared/follow-up-times";

describe("follow-up times in the desk's zone", () => {
  it("offers tomorrow morning, in 3 days and next week at 09:00 in Kolkata, whatever the browser's zone", () => {
    // Wednesday 25 Nov 2026, 23:45 IST (18:15 UTC): "tomorrow" is Kolkata's tomorrow.
    const now = new Date("2026-11-25T18:15:00Z");
    expect(quickFollowUps(now, "Asia/Kolkata").map((c) => [c.label, c.at.toISOString()])).toEqual([
      ["Tomorrow morning", "2026-11-26T03:30:00.000Z"],
      ["In 3 days", "2026-11-28T03:30:00.000Z"],
      ["Next week", "2026-11-30T03:30:00.000Z"],
    ]);
    // 00:15 IST on Thursday is already the next day there.
    expect(quickFollowUps(new Date("2026-11-25T18:45:00Z"), "Asia/Kolkata")[0].at.toISOString()).toBe("2026-11-27T03:30:00.000Z");
  });

  it("on a Sunday, next week is the next day; on a Monday, a week later", () => {
    expect(quickFollowUps(new Date("2026-11-29T06:00:00Z"), "Asia/Kolkata")[2].at.toISOString()).toBe("2026-11-30T03:30:00.000Z");
    expect(quickFollowUps(new Date("2026-11-30T06:00:00Z"), "Asia/Kolkata")[2].at.toISOString()).toBe("2026-12-07T03:30:00.000Z");
  });

  it("reads a day and time across a change of clocks, and back", () => {
    // New York leaves summer time on 1 Nov 2026: 09:00 is 13:00 UTC before, 14:00 UTC after.
    expect(zonedTime("2026-10-31", "09:00", "America/New_York").toISOString()).toBe("2026-10-31T13:00:00.000Z");
    expect(zonedTime("2026-11-02", "09:00", "America/New_York").toISOString()).toBe("2026-11-02T14:00:00.000Z");
    const at = zonedTime("2026-12-24", "17:30", "Asia/Kolkata");
    expect([deskDay(at, "Asia/Kolkata"), timeIn(at, "Asia/Kolkata")]).toEqual(["2026-12-24", "17:30"]);
  });
});
