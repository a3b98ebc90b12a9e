import { describe, expect, it } from "vitest";
import { recentWeeks, weekOf, weekStart } from "../../../server/storage/insight-weeks";

describe("insight weeks (Monday to Sunday, Asia/Kolkata)", () => {
  it("puts a moment in its Kolkata week, whose Monday starts at 00:00 IST", () => {
    // Monday 2026-03-02 00:00 IST is Sunday 2026-03-01 18:30 UTC.
    expect(weekOf(new Date("2026-03-01T18:29:59.999Z"))).toBe("2026-02-23");
    expect(weekOf(new Date("2026-03-01T18:30:00.000Z"))).toBe("2026-03-02");
    expect(weekOf(new Date("2026-03-08T18:29:59.999Z"))).toBe("2026-03-02");
    expect(weekStart("2026-03-02").toISOString()).toBe("2026-03-01T18:30:00.000Z");
  });

  it("crosses month and year ends", () => {
    expect(weekOf(new Date("2027-01-01T12:00:00Z"))).toBe("2026-12-28");
  });

  it("lists the last 12 weeks, oldest first, ending with the current one", () => {
    const weeks = recentWeeks(new Date("2026-03-04T10:00:00Z"));
    expect(weeks).toHaveLength(12);
    expect(weeks[11]).toBe("2026-03-02");
    expect(weeks[0]).toBe("2025-12-15");
    for (let i = 1; i < 12; i++) expect(Date.parse(weeks[i]) - Date.parse(weeks[i - 1])).toBe(7 * 86_400_000);
  });
});
