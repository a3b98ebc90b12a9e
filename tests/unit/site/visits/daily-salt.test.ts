import { describe, expect, it } from "vitest";
import { addressKey, dailySalt, visitorId } from "../../../../server/visits/daily-salt";
import { rotatingAgents } from "../../../../server/visits/rotating-agents";
import { beaconKeys } from "../../../../server/visits/beacon-keys";
import { deskDay } from "@shared/desk-clock";

describe("the daily salt in DESK_TIMEZONE", () => {
  it("keeps one salt through a Kolkata day and changes it at Kolkata's midnight, not UTC's", () => {
    let clock = new Date("2026-03-10T00:30:00Z"); // 06:00 IST on the 10th
    const salt = dailySalt("Asia/Kolkata", () => clock);
    const morning = salt();
    expect(morning.day).toBe("2026-03-10");
    clock = new Date("2026-03-10T18:29:59Z"); // 23:59:59 IST
    expect(salt()).toEqual(morning);
    clock = new Date("2026-03-10T18:30:00Z"); // 00:00 IST on the 11th, still the 10th in UTC
    const next = salt();
    expect(next.day).toBe("2026-03-11");
    expect(next.salt).not.toBe(morning.salt);
  });

  it("starts a new salt in a new process (a restart) on the same day: nothing stored carries it over", () => {
    const at = () => new Date("2026-03-10T04:00:00Z");
    const before = dailySalt("Asia/Kolkata", at)();
    const after = dailySalt("Asia/Kolkata", at)();
    expect(after.day).toBe(before.day);
    expect(after.salt).not.toBe(before.salt);
    expect(Buffer.from(after.salt, "base64")).toHaveLength(32);
  });

  it("follows another zone when DESK_TIMEZONE names one", () => {
    const at = new Date("2026-03-10T03:00:00Z");
    expect(deskDay(at, "Asia/Kolkata")).toBe("2026-03-10");
    expect(deskDay(at, "America/Los_Angeles")).toBe("2026-03-09");
  });

  it("gives one browser the same id within a salt and another id with another salt, and never shows the address", () => {
    const a = visitorId("salt-1", "203.0.113.7", "Mozilla/5.0 X");
    expect(visitorId("salt-1", "203.0.113.7", "Mozilla/5.0 X")).toBe(a);
    expect(visitorId("salt-2", "203.0.113.7", "Mozilla/5.0 X")).not.toBe(a);
    expect(visitorId("salt-1", "203.0.113.8", "Mozilla/5.0 X")).not.toBe(a);
    expect(visitorId("salt-1", "203.0.113.7", "Mozilla/5.0 Y")).not.toBe(a);
    expect(a).toMatch(/^[0-9a-f]{16}$/);
    expect(addressKey("salt-1", "203.0.113.7")).not.toContain("203");
  });
});

describe("browsers rotating faster than a person", () => {
  it("counts the first five browsers of an address each, every further one as one shared visitor, and starts afresh the next day", () => {
    const agents = rotatingAgents();
    const shared = () => "shared";
    const day1 = Array.from({ length: 12 }, (_, i) => agents.visitorFor("2026-03-10", "addr", `ua-${i}`, shared));
    expect(day1).toEqual(["ua-0", "ua-1", "ua-2", "ua-3", "ua-4", ...Array(7).fill("shared")]);
    // A browser already counted stays itself; another address is unaffected.
    expect(agents.visitorFor("2026-03-10", "addr", "ua-2", shared)).toBe("ua-2");
    expect(agents.visitorFor("2026-03-10", "other-addr", "ua-9", shared)).toBe("ua-9");
    expect(agents.visitorFor("2026-03-11", "addr", "ua-9", shared)).toBe("ua-9");
  });
});

describe("a beacon's funnel keys", () => {
  it("keeps the site's own programmes and campaigns up to 64 characters, and counts anything else as other", () => {
    expect(beaconKeys({ programme: "She Leads", utmCampaign: "spring" })).toEqual({ programme: "She Leads", campaign: "spring" });
    expect(beaconKeys({ programme: "x".repeat(500), utmCampaign: "c".repeat(65) })).toEqual({ programme: "other", campaign: "other" });
    expect(beaconKeys({ programme: null, utmCampaign: "c".repeat(64) })).toEqual({ programme: null, campaign: "c".repeat(64) });
  });
});
