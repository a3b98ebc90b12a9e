import { describe, expect, it } from "vitest";
import { addDays, dueWindow, dueWindowBounds, GRACE_DAYS } from "@shared/money";

const DUE = "2027-03-15";

describe("where an unpaid instalment stands on a day", () => {
  it.each([
    ["the day before its due window opens", -GRACE_DAYS - 1, "upcoming"],
    ["the first day of its due window", -GRACE_DAYS, "due"],
    ["its due day", 0, "due"],
    ["its last grace day", GRACE_DAYS, "due"],
    ["the first day after its grace", GRACE_DAYS + 1, "overdue"],
  ] as const)("is %s (%i days from its due day): %s", (_, offset, window) => {
    expect(dueWindow(DUE, GRACE_DAYS, addDays(DUE, offset))).toBe(window);
  });

  it("counts the grace it is given, across a month's end, and none when given none", () => {
    expect(dueWindow("2027-02-27", 3, "2027-03-02")).toBe("due");
    expect(dueWindow("2027-02-27", 3, "2027-03-03")).toBe("overdue");
    expect(dueWindow("2027-03-03", 3, "2027-02-28")).toBe("due");
    expect(dueWindow("2027-03-04", 3, "2027-02-28")).toBe("upcoming");
    expect(dueWindow(DUE, 0, DUE)).toBe("due");
    expect(dueWindow(DUE, 0, addDays(DUE, 1))).toBe("overdue");
    expect(dueWindow(DUE, 0, addDays(DUE, -1))).toBe("upcoming");
  });

  it("gives the bounds a due-date column is compared with, which say the same on every day around them", () => {
    const asOf = "2027-03-01";
    const bounds = dueWindowBounds(GRACE_DAYS, asOf);
    expect(bounds).toEqual({ overdueBefore: "2027-02-22", dueThrough: "2027-03-08" });
    for (let offset = -20; offset <= 20; offset++) {
      const dueOn = addDays(asOf, offset);
      const bySql = dueOn < bounds.overdueBefore ? "overdue" : dueOn <= bounds.dueThrough ? "due" : "upcoming";
      expect(dueWindow(dueOn, GRACE_DAYS, asOf)).toBe(bySql);
    }
  });
});
