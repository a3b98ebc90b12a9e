import request from "supertest";
import { beforeAll, describe, expect, it } from "vitest";
import { users } from "@shared/schema/users";
import { eq } from "drizzle-orm";
import { STAFF } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { seedBookings } from "../../support/seed-bookings";
import { addStaff, useAppSignedIn } from "../../support/staff";
import type { BookingListItem } from "@shared/api-types";
import { apiPaths } from "@shared/api-paths";
import { rawPath } from "../../support/raw-path";

const names = (body: BookingListItem[]) => body.map((b) => b.firstName);

describe.each(DB_KINDS)("desk views on %s", (kind) => {
  const { t, staff } = useAppSignedIn(kind);
  let me: number;
  let other: number;
  let seeded: Awaited<ReturnType<typeof seedBookings>>;
  beforeAll(async () => {
    const [row] = await t.db.database.db.select().from(users).where(eq(users.username, STAFF.username));
    me = row.id;
    other = (await addStaff(t, "ravi")).id;
    seeded = await seedBookings(t, [
      { firstName: "Anu", hoursAgo: 50 },
      { firstName: "Bala", hoursAgo: 30, assigneeId: me },
      { firstName: "Charu", hoursAgo: 20, answered: true, assigneeId: other, status: "confirmed" },
      { firstName: "Dev", hoursAgo: 10 },
      { firstName: "Ezhil", hoursAgo: 5, answered: true, assigneeId: me },
      { firstName: "Farid", hoursAgo: 2, suspect: "honeypot" },
      { firstName: "Gita", hoursAgo: 1, assigneeId: other },
    ]);
  });

  const list = (query: string) => staff.get(`${apiPaths.bookings.href()}${query}`);

  it.each([
    ["", ["Gita", "Ezhil", "Dev", "Charu", "Bala", "Anu"]],
    ["?view=all", ["Gita", "Ezhil", "Dev", "Charu", "Bala", "Anu"]],
    ["?view=needs-reply", ["Anu", "Bala", "Dev", "Gita"]],
    ["?view=overdue", ["Anu", "Bala"]],
    ["?view=mine", ["Ezhil", "Bala"]],
    ["?view=unassigned", ["Dev", "Anu"]],
    ["?view=spam", ["Farid"]],
    ["?view=all&status=confirmed", ["Charu"]],
    ["?view=all&status=pending", ["Gita", "Ezhil", "Dev", "Bala", "Anu"]],
    ["?view=all&status=cancelled", []],
    ["?view=needs-reply&status=confirmed", []],
    ["?view=mine&q=ezh", ["Ezhil"]],
    ["?view=overdue&status=pending", ["Anu", "Bala"]],
  ])("when %s is asked for, then it holds exactly its bookings in its order, with the total", async (query, expected) => {
    const res = await list(query);
    expect(res.status).toBe(200);
    expect(names(res.body)).toEqual(expected);
    expect(res.headers["x-total-count"]).toBe(String(expected.length));
  });

  it("when listed, then each booking carries its assignee's username", async () => {
    const res = await list("?view=all");
    const byName = Object.fromEntries((res.body as BookingListItem[]).map((b) => [b.firstName, b]));
    expect(byName.Bala.assignee).toBe(STAFF.username);
    expect(byName.Charu.assignee).toBe("ravi");
    expect(byName.Dev.assignee).toBeNull();
    expect(byName.Dev).toMatchObject({ reference: seeded.Dev.reference, dueAt: seeded.Dev.dueAt.toISOString(), suspect: null });
  });

  it.each([
    ["needs-reply", ["Anu", "Bala", "Dev", "Gita"]],
    ["mine", ["Ezhil", "Bala"]],
    ["all", ["Gita", "Ezhil", "Dev", "Charu", "Bala", "Anu"]],
    ["all&status=pending", ["Gita", "Ezhil", "Dev", "Bala", "Anu"]],
  ])("when %s is paged one at a time, then the Link cursor walks it in order, each once", async (view, expected) => {
    const seen: string[] = [];
    // A view here may carry a filter after it ("all&status=pending"): it is read as query text.
    let url: string | undefined = apiPaths.bookings.href(new URLSearchParams(`view=${view}&limit=1`));
    while (url) {
      const res = await staff.get(url);
      expect(res.status).toBe(200);
      expect(res.headers["x-total-count"]).toBe(String(expected.length));
      seen.push(...names(res.body));
      url = /<([^>]+)>; rel="next"/.exec(res.headers["link"] ?? "")?.[1];
      if (url) expect(url).toContain(view.startsWith("all") ? view.replace("all", "").replace("&", "") || "limit=1" : `view=${view}`);
    }
    expect(seen).toEqual(expected);
  });

  it("when a search finds more than a page, then every page gives the whole count; when it fits on one, the page is the count", async () => {
    const all = names((await list("?q=a")).body);
    expect(all.length).toBeGreaterThanOrEqual(3);
    expect((await list("?q=a")).headers["x-total-count"]).toBe(String(all.length));
    const seen: string[] = [];
    let url: string | undefined = apiPaths.bookings.href({ q: "a", limit: 2 });
    while (url) {
      const res = await staff.get(url);
      expect(res.headers["x-total-count"]).toBe(String(all.length));
      seen.push(...names(res.body));
      url = /<([^>]+)>; rel="next"/.exec(res.headers["link"] ?? "")?.[1];
    }
    expect(seen).toEqual(all);
    expect((await list(`?q=a&limit=${all.length}`)).headers["x-total-count"]).toBe(String(all.length));
    expect((await list("?q=nobody-by-this-name")).headers["x-total-count"]).toBe("0");
  });

  it("when a cursor of a view ordered by due time is used on one ordered by arrival, then it answers 400", async () => {
    const first = await list("?view=needs-reply&limit=1");
    const cursor = /cursor=([^&>]+)/.exec(first.headers["link"])![1];
    expect((await list(`?view=overdue&limit=1&cursor=${cursor}`)).status).toBe(200);
    expect((await list(`?view=all&limit=1&cursor=${cursor}`)).status).toBe(400);
    expect((await list("?view=archive")).status).toBe(400);
  });

  it("when q is a reference in any case, with spaces or dashes, then it finds that booking", async () => {
    const ref = seeded.Charu.reference;
    for (const q of [ref, ref.toLowerCase(), `${ref.slice(0, 4)}-${ref.slice(4)}`, ` ${ref.slice(0, 4)} ${ref.slice(4)} `]) {
      const res = await list(`?q=${encodeURIComponent(q)}`);
      expect(names(res.body), q).toEqual(["Charu"]);
    }
    expect(names((await list(`?view=spam&q=${seeded.Farid.reference}`)).body)).toEqual(["Farid"]);
    expect((await list(`?q=${seeded.Farid.reference}`)).body).toEqual([]);
  });

  it("when the summary is read, then each view's count matches its list", async () => {
    const res = await staff.get(apiPaths.bookingSummary.href());
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      total: 6,
      pending: 5,
      confirmed: 1,
      cancelled: 0,
      views: { all: 6, "needs-reply": 4, mine: 2, unassigned: 2, overdue: 2, "follow-up": 0, "payment-due": 0, "payment-overdue": 0, "refund-due": 0, waitlist: 0, "details-missing": 0, spam: 1 },
      capped: [],
      mailFailed: 0,
    });
  });

  it("when one booking is read, then it has the list's shape, and an unknown one is 404", async () => {
    const res = await staff.get(apiPaths.booking.href(seeded.Bala.id));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ id: seeded.Bala.id, firstName: "Bala", assignee: STAFF.username });
    expect((await staff.get(apiPaths.booking.href(999999))).status).toBe(404);
    expect((await staff.get(rawPath(apiPaths.booking.pattern, "abc"))).status).toBe(400);
    expect((await request(t.app).get(apiPaths.booking.href(seeded.Bala.id))).status).toBe(401);
  });

  it("when bookings change bucket, then the counted totals follow", async () => {
    await staff.patch(apiPaths.bookingStatus.href(seeded.Dev.id)).send({ status: "cancelled" }).expect(200);
    await staff.put(apiPaths.bookingAssignee.href(seeded.Anu.id)).send({ userId: me }).expect(200);
    const res = await staff.get(apiPaths.bookingSummary.href());
    expect(res.body).toMatchObject({
      pending: 4,
      cancelled: 1,
      views: { all: 6, "needs-reply": 3, mine: 3, unassigned: 1, overdue: 2, spam: 1 },
    });
    expect(names((await list("?view=mine")).body)).toEqual(["Ezhil", "Bala", "Anu"]);
    expect((await list("?view=mine")).headers["x-total-count"]).toBe("3");
    expect(names((await list("?view=unassigned")).body)).toEqual(["Dev"]);
  });
});
