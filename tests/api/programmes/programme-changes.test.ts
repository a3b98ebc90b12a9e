import request from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { auditLog } from "@shared/schema/audit";
import { bookings } from "@shared/schema/bookings";
import { programmes } from "@shared/schema/programmes";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { addStaff, signedIn } from "../../support/staff";
import { seedBookings } from "../../support/seed-bookings";
import { buildBooking } from "../../support/factories";

/** Monday 1 March 2027, 11:30 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");

interface Row {
  id: number;
  slug: string;
  title: string;
  summary: string;
  version: number;
  status: string;
}

describe.each(DB_KINDS)("changing a programme on %s", (kind) => {
  const app = useMoneyApp(kind, NOW, { bookingRateLimit: 1000 });
  const byTitle = async (title: string): Promise<Row> =>
    (await app.staff.get(apiPaths.adminProgrammes.href()).expect(200)).body.find((p: Row) => p.title === title);
  const patch = (id: number, body: object) => app.staff.patch(apiPaths.adminProgramme.href(id)).send(body);
  const departure = (body: object) =>
    app.staff.post(apiPaths.adminDepartures.href()).send({ startDate: "2027-04-14", endDate: "2027-04-19", pricePerPerson: 58_000, places: 12, ...body });

  it("when two admins save the same version at once, then one is saved and the other is a 409 naming who saved and when, with nothing of it applied", async () => {
    const p = await byTitle("Purpose Path");
    const second = await signedIn(app.t, await addStaff(app.t, "meera", { role: "admin", name: "Meera Krishnan" }));
    const [a, b] = await Promise.all([
      patch(p.id, { version: p.version, title: "Purpose Path by Asha", summary: "Asha's summary of the week." }),
      second.patch(apiPaths.adminProgramme.href(p.id)).send({ version: p.version, title: "Purpose Path by Meera", highlights: ["Meera's only highlight"] }),
    ]);
    expect([a.status, b.status].sort()).toEqual([200, 409]);
    const [won, lost] = a.status === 200 ? [a, b] : [b, a];
    expect(won.body.version).toBe(p.version + 1);
    const winner = a.status === 200 ? "staff" : "meera";
    expect(lost.body).toMatchObject({ by: winner, version: p.version + 1 });
    // The message names them as colleagues know them: the profile's name, else the username.
    expect(lost.body.message).toMatch(new RegExp(`^${winner === "meera" ? "Meera Krishnan" : "staff"} saved this programme at `));
    expect(lost.body.message).toMatch(/\d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d/);
    const now = (await app.staff.get(apiPaths.adminProgramme.href(p.id)).expect(200)).body;
    expect(now.title).toBe(won.body.title);
    if (winner === "staff") expect(now.highlights).not.toEqual(["Meera's only highlight"]);
    else expect(now.summary).not.toBe("Asha's summary of the week.");
    // The loser's later try from the stale version is refused again; from the current one it is saved.
    expect((await patch(p.id, { version: p.version, title: "Stale again" })).status).toBe(409);
    const back = (await patch(p.id, { version: now.version, title: "Purpose Path" }).expect(200)).body;
    await second.patch(apiPaths.adminProgramme.href(p.id)).send({ version: back.version, summary: "Meera's summary." }).expect(200);
    const refused = await patch(p.id, { version: back.version, title: "Asha's title" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ by: "meera" });
    expect(refused.body.message).toMatch(/^Meera Krishnan saved this programme at \d{1,2} [A-Z][a-z]{2} \d{4}, \d\d:\d\d IST \(version \d+\) after you opened it; nothing of your change was saved$/);
  });

  it("when a programme changes and an earlier version is restored, then Versions list who, when and which fields, newest first, and the old words come back as a new version", async () => {
    const p = await byTitle("Just Me Time");
    const v2 = (await patch(p.id, { version: p.version, title: "Just Me Time Again", highlights: ["One new highlight"] }).expect(200)).body;
    const v3 = (await patch(p.id, { version: v2.version, summary: "A shorter summary." }).expect(200)).body;
    // A save that changes nothing makes no version.
    expect((await patch(p.id, { version: v3.version, summary: "A shorter summary." }).expect(200)).body.version).toBe(v3.version);
    const versions = (await app.staff.get(apiPaths.programmeVersions.href(p.id)).expect(200)).body;
    expect(versions.map((v: { version: number }) => v.version)).toEqual([3, 2, 1]);
    expect(versions[0]).toMatchObject({ version: 3, by: "staff", changed: ["summary"] });
    expect(versions[1]).toMatchObject({ version: 2, by: "staff", changed: ["title", "highlights"] });
    expect(Date.parse(versions[0].at)).not.toBeNaN();

    const restored = await app.staff.post(apiPaths.programmeRestore.href(p.id)).send({ version: 1 }).expect(200);
    expect(restored.body).toMatchObject({ title: "Just Me Time", version: 4, status: "published" });
    expect(restored.body.summary).toBe(p.summary);
    const after = (await app.staff.get(apiPaths.programmeVersions.href(p.id)).expect(200)).body;
    expect(after[0]).toMatchObject({ version: 4, changed: ["title", "summary", "highlights"] });
    const card = (await app.t.storage.programmes.publishedCards())["womens-retreats"].find((c) => c.id === "just-me-time");
    expect(card).toMatchObject({ title: "Just Me Time" });
    const actions = (await app.db.select().from(auditLog).where(eq(auditLog.target, `programme ${p.id}`))).map((e) => e.action).sort();
    expect(actions).toEqual(["programme-changed", "programme-changed", "programme-restored"]);
  });

  it("when a departure names its programme by id or by title, then it keeps both, and a renamed programme keeps its departures and bookings", async () => {
    const p = await byTitle("She Leads");
    const byId = await departure({ programmeId: p.id });
    expect(byId.status).toBe(201);
    expect(byId.body).toMatchObject({ programmeId: p.id, programme: "She Leads" });
    const byName = await departure({ programme: "She Leads", startDate: "2027-05-10", endDate: "2027-05-15" });
    expect(byName.body).toMatchObject({ programmeId: p.id, programme: "She Leads" });
    const refused: [object, string][] = [
      [{ programmeId: 999_999 }, "programmeId"],
      [{ programme: "Moon Walk Retreat" }, "programme"],
      [{ programmeId: p.id, programme: "Purpose Path" }, "programme"],
      [{}, "programme"],
    ];
    for (const [body, path] of refused) {
      const res = await departure({ ...body, startDate: "2027-06-01", endDate: "2027-06-05" });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.errors.map((e: { path: string }) => e.path)).toContain(path);
    }
    const seeded = await seedBookings(app.t, [
      { firstName: "Lalitha", hoursAgo: 3 },
      { firstName: "Nila", hoursAgo: 2 },
    ]);
    await app.db.update(bookings).set({ sourceProgramme: "She Leads", departureId: byId.body.id }).where(eq(bookings.id, seeded.Lalitha.id));
    // Named by free text, booked on a departure of the programme: Insights count it under the programme.
    await app.db.update(bookings).set({ sourceProgramme: "a leadership thing", departureId: byName.body.id }).where(eq(bookings.id, seeded.Nila.id));

    await patch(p.id, { version: p.version, title: "She Leads Together" }).expect(200);
    const list = (await app.staff.get(apiPaths.adminDepartures.href()).expect(200)).body.filter((d: { programmeId: number }) => d.programmeId === p.id);
    expect(list.map((d: { programme: string }) => d.programme)).toEqual(["She Leads Together", "She Leads Together"]);
    const site = await request(app.t.app).get(apiPaths.departures.href("She Leads Together")).expect(200);
    expect(site.body.map((d: { id: number }) => d.id).sort()).toEqual([byId.body.id, byName.body.id].sort());
    const [booking] = await app.db.select().from(bookings).where(eq(bookings.id, seeded.Lalitha.id));
    expect(booking).toMatchObject({ sourceProgramme: "She Leads Together", departureId: byId.body.id });
    const insights = (await app.staff.get(apiPaths.insights.href()).expect(200)).body as { bySource: { kind: string; label: string; count: number }[] };
    const byProgramme = insights.bySource.filter((r) => r.kind === "programme");
    expect(byProgramme.find((r) => r.label === "She Leads Together")?.count).toBe(2);
    expect(byProgramme.map((r) => r.label)).not.toContain("a leadership thing");
    // The old title names no programme now.
    expect((await departure({ programme: "She Leads", startDate: "2027-07-01", endDate: "2027-07-05" })).status).toBe(400);
  });

  it("when a programme with open departures is archived, then it is a 409 saying how many; once they are closed it leaves its catalogue and its departures keep it", async () => {
    const p = await byTitle("Transform & Rise");
    const one = (await departure({ programmeId: p.id }).expect(201)).body;
    const two = (await departure({ programmeId: p.id, startDate: "2027-08-01", endDate: "2027-08-08" }).expect(201)).body;
    const refused = await patch(p.id, { version: p.version, status: "archived" });
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ openDepartures: 2 });
    expect(refused.body.message).toContain("2 open departures");
    expect((await byTitle("Transform & Rise")).status).toBe("published");
    await app.staff.patch(apiPaths.adminDeparture.href(one.id)).send({ status: "closed" }).expect(200);
    expect((await patch(p.id, { version: p.version, status: "archived" })).body.message).toContain("1 open departure:");
    await app.staff.patch(apiPaths.adminDeparture.href(two.id)).send({ status: "cancelled" }).expect(200);
    const archived = await patch(p.id, { version: p.version, status: "archived" }).expect(200);
    expect(archived.body).toMatchObject({ status: "archived", version: p.version + 1 });
    const site = (await request(app.t.app).get(apiPaths.programmes.href("womens-retreats")).expect(200)).body;
    expect(site.map((x: { slug: string }) => x.slug)).not.toContain("transform-rise");
    expect((await app.t.storage.programmes.publishedCards())["womens-retreats"].map((c) => c.id)).not.toContain("transform-rise");
    const kept = (await app.staff.get(apiPaths.adminDepartures.href()).expect(200)).body.find((d: { id: number }) => d.id === one.id);
    expect(kept).toMatchObject({ programmeId: p.id, programme: "Transform & Rise" });
    // No new departure of an archived programme.
    expect((await departure({ programmeId: p.id, startDate: "2027-09-01", endDate: "2027-09-05" })).status).toBe(400);
  });

  it("when a slug changes, then the old page path leads to the new one, until another programme takes the old slug", async () => {
    const p = await byTitle("Women Empowerment Retreat");
    const moved = await patch(p.id, { version: p.version, slug: "women-rising" }).expect(200);
    expect(await app.t.storage.programmes.programmeRedirect("womens-retreats", "women-empowerment")).toBe("/womens-retreats/women-rising");
    expect(await app.t.storage.programmes.programmeRedirect("womens-retreats", "women-rising")).toBeNull();
    expect(await app.t.storage.programmes.programmeRedirect("queer-womens-retreats", "women-empowerment")).toBeNull();
    await patch(p.id, { version: moved.body.version, slug: "women-risen" }).expect(200);
    expect(await app.t.storage.programmes.programmeRedirect("womens-retreats", "women-empowerment")).toBe("/womens-retreats/women-risen");
    expect(await app.t.storage.programmes.programmeRedirect("womens-retreats", "women-rising")).toBe("/womens-retreats/women-risen");
    const other = await byTitle("Soul & Identity Retreat");
    await patch(other.id, { version: other.version, slug: "women-empowerment" }).expect(200);
    expect(await app.t.storage.programmes.programmeRedirect("womens-retreats", "women-empowerment")).toBeNull();
    const [row] = await app.db.select().from(programmes).where(eq(programmes.id, other.id));
    expect(row.slug).toBe("women-empowerment");
  });

  it("when an enquiry names a programme, then its acknowledgement names it only when a programme (not a draft) has that title", async () => {
    const created = await app.staff
      .post(apiPaths.adminProgrammes.href())
      .send({
        catalogue: "womens-retreats",
        title: "Kabini Quiet Week",
        summary: "Seven days by the Kabini river.",
        highlights: ["Coracle rides at dawn"],
        duration: "7 Days",
        image: "/art/lotus-pond.svg",
        card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.7 },
      })
      .expect(201);
    const enquire = (programme: string, email: string) =>
      request(app.t.app).post(apiPaths.enquiries.href()).send(buildBooking({ sourceProgramme: programme, email })).expect(201);
    await enquire("Kabini Quiet Week", "draft@example.com");
    const claimed = await app.t.storage.mail.claimDueMail(50, 60_000);
    await patch(created.body.id, { version: 1, status: "published" }).expect(200);
    await enquire("Kabini Quiet Week", "published@example.com");
    await enquire("Soul & Identity Retreat", "seeded@example.com");
    claimed.push(...(await app.t.storage.mail.claimDueMail(50, 60_000)));
    const ackOf = (to: string) => claimed.find((m) => m.kind === "acknowledgement" && m.toAddress === to);
    expect(ackOf("draft@example.com")?.ackProgramme).toBeNull();
    expect(ackOf("published@example.com")?.ackProgramme).toBe("Kabini Quiet Week");
    expect(ackOf("seeded@example.com")?.ackProgramme).toBe("Soul & Identity Retreat");
  });
});
