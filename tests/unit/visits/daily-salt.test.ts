import { describe, expect, it } from "vitest";
import { addressKey, dailySalt, visitorId } from "../../../server/visits/daily-salt";
import { deskDay } from "@shared/desk-clock";

/** A salt store like the database's: one salt per day, earlier days' deleted when a new day asks. */
function memoryStore() {
  const salts = new Map<string, string>();
  let asked = 0;
  return {
    salts,
    get asked() {
      return asked;
    },
    async saltFor(day: string) {
      asked++;
      for (const d of salts.keys()) if (d < day) salts.delete(d);
      if (!salts.has(day)) salts.set(day, `salt-of-${day}-${Math.random()}`);
      return salts.get(day)!;
    },
  };
}

describe("the daily salt in DESK_TIMEZONE", () => {
  it("keeps one salt through a Kolkata day and changes it at Kolkata's midnight, not UTC's", async () => {
    const store = memoryStore();
    let clock = new Date("2026-03-10T00:30:00Z"); // 06:00 IST on the 10th
    const salt = dailySalt(store, "Asia/Kolkata", () => clock);
    const morning = await salt();
    expect(morning.day).toBe("2026-03-10");
    clock = new Date("2026-03-10T18:29:59Z"); // 23:59:59 IST
    expect(await salt()).toEqual(morning);
    expect(store.asked).toBe(1);
    clock = new Date("2026-03-10T18:30:00Z"); // 00:00 IST on the 11th, still the 10th in UTC
    const next = await salt();
    expect(next.day).toBe("2026-03-11");
    expect(next.salt).not.toBe(morning.salt);
    // Yesterday's salt is gone from the store once the new day has begun.
    expect([...store.salts.keys()]).toEqual(["2026-03-11"]);
  });

  it("follows another zone when DESK_TIMEZONE names one", () => {
    const at = new Date("2026-03-10T03:00:00Z");
    expect(deskDay(at, "Asia/Kolkata")).toBe("2026-03-10");
    expect(deskDay(at, "America/Los_Angeles")).toBe("2026-03-09");
  });

  it("asks the database again after a failed read", async () => {
    let fail = true;
    const salt = dailySalt(
      {
        saltFor: async () => {
          if (fail) throw new Error("database away");
          return "s";
        },
      },
      "Asia/Kolkata",
      () => new Date("2026-03-10T04:00:00Z"),
    );
    await expect(salt()).rejects.toThrow("database away");
    await Promise.resolve();
    fail = false;
    expect(await salt()).toEqual({ day: "2026-03-10", salt: "s" });
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
