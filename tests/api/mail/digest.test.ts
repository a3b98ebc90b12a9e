import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookings } from "@shared/schema/bookings";
import { digestSends, users } from "@shared/schema/users";
import { mailOutbox } from "@shared/schema/mail";
import { buildTestApp, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { addStaff, type Member } from "../../support/staff";
import { queueMorningDigests } from "../../../server/digest/morning-digest";

const run = { timeZone: "Asia/Kolkata", messageIdDomain: "example.com" };
const HOUR = 3_600_000;

describe.each(DB_KINDS)("the morning digest's recipients on %s", (kind) => {
  let t: TestApp;
  let asha: Member;
  let bo: Member;
  let chitra: Member;
  let dinesh: Member;
  // 08:00 IST on 25 Nov 2026.
  const eight = new Date("2026-11-25T02:30:00Z");

  beforeAll(async () => {
    t = await buildTestApp(kind, { withStaff: false });
    asha = await addStaff(t, "asha");
    bo = await addStaff(t, "bo");
    chitra = await addStaff(t, "chitra");
    dinesh = await addStaff(t, "dinesh", { disabled: true });
    const db = t.db.database.db;
    for (const [m, email, digestEnabled] of [
      [asha, "asha@example.com", true],
      [bo, "bo@example.com", true],
      [chitra, "chitra@example.com", false],
      [dinesh, "dinesh@example.com", true],
    ] as const) {
      await db.update(users).set({ email, digestEnabled }).where(eq(users.id, m.id));
    }
    // Asha: one overdue, one follow-up due at 11:00 today, one tomorrow. Bo: nothing of his own, but
    // an unassigned booking is overdue. Chitra has turned hers off; Dinesh's account is disabled.
    const s = await seedBookings(
      t,
      [
        { firstName: "Anu", hoursAgo: 30, assigneeId: asha.id },
        { firstName: "Bala", hoursAgo: 2, answered: true, assigneeId: asha.id },
        { firstName: "Charu", hoursAgo: 2, answered: true, assigneeId: asha.id },
        { firstName: "Dev", hoursAgo: 40 },
        { firstName: "Ezhil", hoursAgo: 30, assigneeId: chitra.id },
      ],
      eight.getTime(),
    );
    await db.update(bookings).set({ followUpAt: new Date(eight.getTime() + 3 * HOUR), followUpNote: "Call" }).where(eq(bookings.id, s.Bala.id));
    await db.update(bookings).set({ followUpAt: new Date(eight.getTime() + 30 * HOUR) }).where(eq(bookings.id, s.Charu.id));
  });
  afterAll(() => t.close());

  it("queues one digest for each person with anything due, once a day, and what it holds is theirs", async () => {
    expect(await queueMorningDigests(t.storage, eight, run)).toBe(2);
    // A second process, or a restart the same morning, queues nothing more.
    expect(await Promise.all([queueMorningDigests(t.storage, eight, run), queueMorningDigests(t.storage, new Date(eight.getTime() + HOUR), run)])).toEqual([0, 0]);
    const db = t.db.database.db;
    const queued = await db.select().from(mailOutbox).where(eq(mailOutbox.kind, "digest"));
    expect(queued.map((m) => m.toAddress).sort()).toEqual(["asha@example.com", "bo@example.com"]);
    expect((await db.select().from(digestSends)).map((r) => r.day)).toEqual(["2026-11-25", "2026-11-25"]);

    const mine = await t.storage.mail.digestContent(asha.id, eight, run.timeZone);
    expect(mine?.followUps.map((b) => b.name)).toEqual([expect.stringMatching(/^Bala /)]);
    expect(mine?.awaiting.map((b) => b.name)).toEqual([expect.stringMatching(/^Anu /)]);
    expect(mine?.unassignedOverdue).toBe(1);

    // The next day is a new digest.
    expect(await queueMorningDigests(t.storage, new Date(eight.getTime() + 24 * HOUR), run)).toBe(2);
  });
});
