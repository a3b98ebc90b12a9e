import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { bookingActivities } from "@shared/schema/activities";
import { bookings } from "@shared/schema/bookings";
import { users } from "@shared/schema/users";
import { CSV_FIELDS } from "@shared/booking-fields";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { addStaff } from "../../support/staff";
import { apiPaths } from "@shared/api-paths";

/** RFC 4180 read back: quoted cells may hold commas, doubled quotes and line breaks. */
function table(text: string): string[][] {
  const rows: string[][] = [[]];
  const cells = /("(?:[^"]|"")*"|[^,\r\n]*)(,|\r\n|$)/g;
  const body = text.replace(/^\uFEFF/, "").replace(/\r\n$/, "");
  for (let m = cells.exec(body); m && m.index < body.length; m = cells.exec(body)) {
    const cell = m[1].startsWith('"') ? m[1].slice(1, -1).replace(/""/g, '"') : m[1];
    rows[rows.length - 1].push(cell);
    if (m[2] === "\r\n") rows.push([]);
    if (m[2] === "") break;
  }
  return rows;
}

describe.each(DB_KINDS)("the CSV export on %s", (kind) => {
  let t: TestApp;
  let staff: ReturnType<typeof request.agent>;
  const now = Date.parse("2026-11-25T11:40:00Z");

  beforeAll(async () => {
    t = await buildTestApp(kind, { deskTimezone: "Asia/Kolkata" });
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
    const ravi = await addStaff(t, "ravi");
    const zoya = await addStaff(t, "zoya");
    const db = t.db.database.db;
    await db.update(users).set({ name: "Ravi Kumar" }).where(eq(users.id, ravi.id));
    // Arrived 11:40 UTC (17:10 in Kolkata) and 10:40 UTC; A answered an hour later.
    const { A, B } = await seedBookings(t, [
      { firstName: "A", hoursAgo: 0, answered: true, assigneeId: ravi.id },
      { firstName: "B", hoursAgo: 1, assigneeId: zoya.id },
      { firstName: "C", hoursAgo: 2 },
    ], now);
    await db.update(bookings).set({ followUpAt: new Date("2026-11-27T03:30:00Z"), lastName: "=SUM(A1)" }).where(eq(bookings.id, A.id));
    await db.insert(bookingActivities).values([
      { bookingId: A.id, kind: "note", body: "one", by: "staff" },
      { bookingId: A.id, kind: "note", body: "two", by: "staff" },
      { bookingId: A.id, kind: "call", body: "rang", by: "staff" },
      { bookingId: B.id, kind: "note", body: "three", by: "staff" },
    ]);
  });
  afterAll(() => t.close());

  it("when exported, then times are in the desk's zone with their offset, and the assignee, first response, reply due, follow-up and notes are there", async () => {
    const res = await staff.get(apiPaths.bookingExport.href()).expect(200);
    const [header, ...rows] = table(res.text);
    expect(header).toEqual([...CSV_FIELDS, "assignee", "notes"]);
    for (const c of ["firstResponseAt", "dueAt", "replyDueAt", "followUpAt"]) expect(header).toContain(c);
    const col = (row: string[], name: string) => row[header.indexOf(name)];
    const byName = new Map(rows.map((r) => [col(r, "firstName"), r]));
    const a = byName.get("A")!;
    expect(col(a, "createdAt")).toBe("2026-11-25T17:10:00+05:30");
    expect(col(a, "firstResponseAt")).toBe("2026-11-25T18:10:00+05:30");
    expect(col(a, "dueAt")).toBe("2026-11-26T17:10:00+05:30");
    expect(col(a, "replyDueAt")).toBe("");
    expect(col(a, "followUpAt")).toBe("2026-11-27T09:00:00+05:30");
    expect(col(a, "assignee")).toBe("Ravi Kumar");
    expect(col(a, "notes")).toBe("2");
    // Still defused as a spreadsheet formula.
    expect(col(a, "lastName")).toBe("'=SUM(A1)");
    const b = byName.get("B")!;
    expect(col(b, "createdAt")).toBe("2026-11-25T16:10:00+05:30");
    expect(col(b, "replyDueAt")).toBe("2026-11-26T16:10:00+05:30");
    expect(col(b, "firstResponseAt")).toBe("");
    expect(col(b, "assignee")).toBe("zoya");
    expect(col(b, "notes")).toBe("1");
    const c = byName.get("C")!;
    expect([col(c, "assignee"), col(c, "notes"), col(c, "followUpAt")]).toEqual(["", "0", ""]);
  });

  it("when the desk keeps another zone, then the offset is that zone's", async () => {
    const ny = await buildTestApp(kind, { deskTimezone: "America/New_York" });
    try {
      const agent = request.agent(ny.app);
      await agent.post(apiPaths.login.href()).send(STAFF).expect(200);
      await seedBookings(ny, [{ firstName: "N", hoursAgo: 0 }], now);
      const [header, row] = table((await agent.get(apiPaths.bookingExport.href()).expect(200)).text);
      expect(row[header.indexOf("createdAt")]).toBe("2026-11-25T06:40:00-05:00");
    } finally {
      await ny.close();
    }
  });
});
