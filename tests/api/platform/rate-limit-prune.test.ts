import { describe, expect, it } from "vitest";
import { rateLimits } from "@shared/schema/settings";
import { useTestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";

describe.each(DB_KINDS)("rate-limit counters on %s", (kind) => {
  const t = useTestApp(kind, { withStaff: false });

  it("when counters' windows have ended, then pruning deletes them and keeps the live ones", async () => {
    const past = new Date(Date.now() - 60_000);
    await t.db.database.db.insert(rateLimits).values([
      { key: "booking:203.0.113.1", hits: 3, resetAt: past },
      { key: "login-user:ghost", hits: 9, resetAt: past },
    ]);
    await t.storage.rateLimits.hitRateLimit("booking:203.0.113.2", 60 * 60 * 1000);
    expect(await t.storage.rateLimits.pruneRateLimits()).toBe(2);
    const left = await t.db.database.db.select().from(rateLimits);
    expect(left.map((r) => r.key)).toEqual(["booking:203.0.113.2"]);
    expect((await t.storage.rateLimits.hitRateLimit("booking:203.0.113.2", 60 * 60 * 1000)).hits).toBe(2);
    expect(await t.storage.rateLimits.pruneRateLimits()).toBe(0);
  });
});
