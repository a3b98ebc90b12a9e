import { describe, expect, it } from "vitest";
import { deskIso, deskLongTime, deskTime, zoneName, zoneOffsetMinutes } from "@shared/desk-clock";

const AT = new Date("2026-11-25T11:40:00Z");

describe("the desk's clock", () => {
  it("writes e-mail times in the desk's zone with the zone named", () => {
    expect(deskTime(AT, "Asia/Kolkata")).toBe("25 Nov 2026, 17:10 IST");
    expect(deskTime(AT, "UTC")).toBe("25 Nov 2026, 11:40 UTC");
    expect(deskTime(AT, "America/New_York")).toBe("25 Nov 2026, 06:40 EST");
    expect(deskTime(new Date("2026-07-01T11:40:00Z"), "Europe/London")).toBe("1 Jul 2026, 12:40 BST");
    expect(deskTime(AT, "Europe/Berlin")).toBe("25 Nov 2026, 12:40 CET");
  });

  it("writes an enquiry's submitted time as the long US date with hour and minute, in the desk's zone", () => {
    expect(deskLongTime(new Date("2026-11-28T13:52:00Z"), "Asia/Kolkata")).toBe("November 28, 2026 at 7:22 PM IST");
    expect(deskLongTime(new Date("2026-12-31T19:00:00Z"), "Asia/Kolkata")).toBe("January 1, 2027 at 12:30 AM IST");
    expect(deskLongTime(new Date("2026-06-01T06:35:00Z"), "Asia/Kolkata")).toBe("June 1, 2026 at 12:05 PM IST");
    expect(deskLongTime(AT, "America/New_York")).toBe("November 25, 2026 at 6:40 AM EST");
  });

  it("crosses midnight into the desk's own date", () => {
    expect(deskTime(new Date("2026-12-31T19:00:00Z"), "Asia/Kolkata")).toBe("1 Jan 2027, 00:30 IST");
    expect(deskIso(new Date("2026-12-31T19:00:00Z"), "Asia/Kolkata")).toBe("2027-01-01T00:30:00+05:30");
  });

  it("writes CSV times as ISO 8601 with the zone's offset at that instant", () => {
    expect(deskIso(AT, "Asia/Kolkata")).toBe("2026-11-25T17:10:00+05:30");
    expect(deskIso(AT, "UTC")).toBe("2026-11-25T11:40:00+00:00");
    expect(deskIso(AT, "America/New_York")).toBe("2026-11-25T06:40:00-05:00");
    expect(deskIso(new Date("2026-07-01T11:40:05.999Z"), "America/New_York")).toBe("2026-07-01T07:40:05-04:00");
    expect(deskIso(new Date("2026-11-25T00:00:00Z"), "Asia/Kathmandu")).toBe("2026-11-25T05:45:00+05:45");
  });

  it("names a zone without a common abbreviation by its offset", () => {
    expect(zoneOffsetMinutes(AT, "Asia/Kolkata")).toBe(330);
    expect(zoneName(AT, "Asia/Kathmandu")).toBe("UTC+05:45");
    expect(zoneName(AT, "America/Sao_Paulo")).toBe("UTC-03:00");
  });
});
