import request from "supertest";
import { describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { auditLog } from "@shared/schema/audit";
import { programmes } from "@shared/schema/programmes";
import { DB_KINDS } from "../../support/database";
import { rawPath } from "../../support/raw-path";
import { useMoneyApp } from "../../support/money";
import { addStaff, signedIn } from "../../support/staff";

/** Monday 1 March 2027, 11:30 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");

/** A programme of the women's retreats, every card field its schema asks for. */
const newRetreat = (over: object = {}) => ({
  catalogue: "womens-retreats",
  title: "Monsoon Pause",
  summary: "Four slow days in a Wayanad homestay while the rain does the talking.",
  highlights: ["Rain walks through cardamom estates", "Ayurvedic breakfast every morning"],
  duration: "4 Days",
  image: "/art/tea-estate.svg",
  card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.8 },
  ...over,
});

describe.each(DB_KINDS)("programmes kept in the desk on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  const count = async () => (await app.db.select({ id: programmes.id }).from(programmes)).length;
  const add = (body: object = newRetreat()) => app.staff.post(apiPaths.adminProgrammes.href()).send(body);
  const agent = async () => signedIn(app.t, await addStaff(app.t, `agent${Math.random().toString(36).slice(2, 8)}`, { role: "agent" }));

  it("when an admin adds a programme, then it is a draft at version 1, listed for the desk with who saved it, off the site until published, and in the audit log", async () => {
    const res = await add();
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ slug: "monsoon-pause", catalogue: "womens-retreats", status: "draft", version: 1, updatedBy: "staff", position: 8, photos: [] });
    expect(Date.parse(res.body.updatedAt)).not.toBeNaN();
    const listed = await app.staff.get(apiPaths.adminProgrammes.href({ catalogue: "womens-retreats", status: "draft" })).expect(200);
    expect(listed.body.map((p: { id: number }) => p.id)).toEqual([res.body.id]);
    const site = await request(app.t.app).get(apiPaths.programmes.href("womens-retreats")).expect(200);
    expect(site.body.map((p: { slug: string }) => p.slug)).not.toContain("monsoon-pause");

    const published = await app.staff.patch(apiPaths.adminProgramme.href(res.body.id)).send({ version: 1, status: "published" }).expect(200);
    expect(published.body).toMatchObject({ status: "published", version: 2 });
    const after = await request(app.t.app).get(apiPaths.programmes.href("womens-retreats")).expect(200);
    expect(Number(/max-age=(\d+)/.exec(after.headers["cache-control"])![1])).toBeLessThanOrEqual(60);
    expect(after.headers["cache-control"]).toMatch(/^public/);
    expect(after.body.at(-1)).toMatchObject({ slug: "monsoon-pause", title: "Monsoon Pause", url: "/womens-retreats/monsoon-pause", card: { groupSize: "8-15 women" } });
    expect(after.body[0]).toMatchObject({ slug: "work-life-harmony", url: "/womens-retreats/work-life-harmony" });
    expect(after.body[0]).not.toHaveProperty("version");
    expect((await app.t.storage.programmes.publishedCards())["womens-retreats"].at(-1)).toStrictEqual({
      id: "monsoon-pause",
      title: "Monsoon Pause",
      duration: "4 Days",
      description: newRetreat().summary,
      image: "/art/tea-estate.svg",
      features: newRetreat().highlights,
      location: "Domestic & International",
      category: "Women",
      groupSize: "8-15 women",
      rating: 4.8,
    });

    const entries = await app.db.select().from(auditLog).where(eq(auditLog.target, `programme ${res.body.id}`));
    expect(entries.map((e) => e.action).sort()).toEqual(["programme-changed", "programme-created"]);
    expect(entries.every((e) => e.actor === "staff")).toBe(true);
  });

  it("when the site asks for the programmes, then every catalogue's published ones come in card order, and an unknown catalogue is a 400", async () => {
    const all = await request(app.t.app).get(apiPaths.programmes.href()).expect(200);
    expect(all.body.length).toBeGreaterThanOrEqual(63);
    expect(new Set(all.body.map((p: { catalogue: string }) => p.catalogue)).size).toBe(10);
    const bad = await request(app.t.app).get(apiPaths.programmes.href("moon-retreats"));
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].path).toBe("catalogue");
    await request(app.t.app).get(apiPaths.programmes.href()).set("If-None-Match", all.headers.etag).expect(304);
  });

  it("when the catalogue is asked for empty, then it is taken as absent: every catalogue's programmes, the same answer; a blank one is still unknown", async () => {
    const all = await request(app.t.app).get(apiPaths.programmes.href()).expect(200);
    const empty = await request(app.t.app).get(`${apiPaths.programmes.pattern}?catalogue=`).expect(200);
    expect(empty.body).toEqual(all.body);
    expect(empty.headers.etag).toBe(all.headers.etag);
    const blank = await request(app.t.app).get(`${apiPaths.programmes.pattern}?catalogue=%20`);
    expect(blank.status).toBe(400);
    expect(blank.body.errors[0].path).toBe("catalogue");
  });

  it("when a programme is refused, then the answer names each field and nothing is stored", async () => {
    const before = await count();
    const long = (n: number) => "a".repeat(n);
    const cases: [object, string][] = [
      [{ title: long(81) }, "title"],
      [{ title: "Two\nlines" }, "title"],
      [{ title: "Tab\u0007bell" }, "title"],
      [{ title: "Reversed \u202etxt.exe" }, "title"],
      [{ title: "Isolate \u2066x\u2069" }, "title"],
      [{ summary: long(601) }, "summary"],
      [{ summary: "Carriage\rreturn" }, "summary"],
      [{ highlights: [long(201)] }, "highlights.0"],
      [{ highlights: Array.from({ length: 31 }, (_, i) => `Item ${i}`) }, "highlights"],
      [{ highlights: [] }, "highlights"],
      [{ stay: long(2001) }, "stay"],
      [{ itinerary: [{ day: 1, title: "Arrive", text: long(2001) }] }, "itinerary.0.text"],
      [{ faq: [{ question: "Why?", answer: "Because\u0000" }] }, "faq.0.answer"],
      [{ card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 5.5 } }, "card.rating"],
      [{ card: { location: "Domestic & International", category: "Women", rating: 4.8 } }, "card.groupSize"],
      [{ card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.8, colour: "red" } }, "card.colour"],
      [{ card: { location: "Domestic & International", category: "Women", groupSize: "8-15\u202e women", rating: 4.8 } }, "card.groupSize"],
      [{ duration: "a week" }, "duration"],
      [{ image: "https://example.com/x.png" }, "image"],
      [{ slug: "Not A Slug" }, "slug"],
      [{ catalogue: "moon-retreats" }, "catalogue"],
      [{ title: "Soul & Identity Retreat", slug: "another-soul" }, "title"],
      [{ status: "published" }, "(body)"],
    ];
    for (const [over, path] of cases) {
      const res = await add(newRetreat({ slug: "refused-one", ...over }));
      expect(res.status, JSON.stringify(over).slice(0, 80)).toBe(400);
      expect(res.body.message).toBeTruthy();
      expect(res.body.errors.map((e: { path: string }) => e.path), JSON.stringify(over).slice(0, 80)).toContain(path);
    }
    // A 100 KB field is over the body's limit before any field is read.
    const huge = await add(newRetreat({ summary: long(100 * 1024) }));
    expect(huge.status).toBe(413);
    expect(await count()).toBe(before);
  });

  it("when text holds markup, then it is kept as plain text, exactly as typed", async () => {
    const title = "<script>alert(1)</script> & <b>";
    const res = await add(newRetreat({ title, slug: "markup", summary: "Line one\n\tindented <img src=x onerror=alert(1)>" }));
    expect(res.status).toBe(201);
    expect(res.body.title).toBe(title);
    const got = await app.staff.get(apiPaths.adminProgramme.href(res.body.id)).expect(200);
    expect(got.body.summary).toBe("Line one\n\tindented <img src=x onerror=alert(1)>");
  });

  it("when a slug is taken in the catalogue, then adding or renaming to it is a 409; another catalogue may use it", async () => {
    const taken = await add(newRetreat({ title: "Second Soul", slug: "soul-identity" }));
    expect(taken.status).toBe(409);
    expect(taken.body.message).toMatch(/slug/);
    const mine = await add(newRetreat({ title: "Slug Mover", slug: "slug-mover" })).expect(201);
    const rename = await app.staff.patch(apiPaths.adminProgramme.href(mine.body.id)).send({ version: 1, slug: "purpose-path" });
    expect(rename.status).toBe(409);
    const elsewhere = await add({
      ...newRetreat({ title: "Portugal Again", slug: "soul-identity", catalogue: "digital-nomad-journeys", highlights: ["A desk in Lisbon"] }),
      card: { country: "Portugal", rating: 4.7, coworkingSpaces: ["One", "Two"], groupSize: "6-15 people" },
      duration: "15 Days",
    });
    expect(elsewhere.status).toBe(201);
  });

  it("when agents and strangers ask, then agents read and are refused every change, strangers get a 401", async () => {
    const a = await agent();
    const list = await a.get(apiPaths.adminProgrammes.href()).expect(200);
    const first = list.body[0];
    expect(first).toMatchObject({ version: expect.any(Number), updatedAt: expect.any(String) });
    await a.get(apiPaths.programmeVersions.href(first.id)).expect(200);
    await a.get(apiPaths.adminProgramme.href(first.id)).expect(200);
    expect((await a.post(apiPaths.adminProgrammes.href()).send(newRetreat({ slug: "by-agent" }))).status).toBe(403);
    expect((await a.patch(apiPaths.adminProgramme.href(first.id)).send({ version: first.version, title: "Agent's" })).status).toBe(403);
    expect((await a.post(apiPaths.programmeRestore.href(first.id)).send({ version: 1 })).status).toBe(403);
    const stranger = request(app.t.app);
    expect((await stranger.get(apiPaths.adminProgrammes.href())).status).toBe(401);
    expect((await stranger.get(apiPaths.programmeVersions.href(first.id))).status).toBe(401);
    expect((await stranger.post(apiPaths.adminProgrammes.href()).send(newRetreat())).status).toBe(401);
    expect((await stranger.patch(apiPaths.adminProgramme.href(first.id)).send({ version: 1 })).status).toBe(401);
    expect((await stranger.post(apiPaths.programmeRestore.href(first.id)).send({ version: 1 })).status).toBe(401);
    const unchanged = await app.staff.get(apiPaths.adminProgramme.href(first.id)).expect(200);
    expect(unchanged.body).toEqual(first);
  });

  it("when a programme that does not exist is asked for, then it is a 404, and a malformed id a 400", async () => {
    await app.staff.get(apiPaths.adminProgramme.href(999_999)).expect(404);
    await app.staff.get(apiPaths.programmeVersions.href(999_999)).expect(404);
    await app.staff.patch(apiPaths.adminProgramme.href(999_999)).send({ version: 1, title: "Nobody" }).expect(404);
    await app.staff.post(apiPaths.programmeRestore.href(999_999)).send({ version: 1 }).expect(404);
    await app.staff.get(rawPath(apiPaths.adminProgramme.pattern, "abc")).expect(400);
    expect((await app.staff.patch(apiPaths.adminProgramme.href(1)).send({ title: "No version" })).body.errors[0].path).toBe("version");
    expect((await app.staff.patch(apiPaths.adminProgramme.href(1)).send({ version: 1, catalogue: "earn-while-travel" })).status).toBe(400);
    expect((await app.staff.post(apiPaths.programmeRestore.href(1)).send({ version: 99 })).status).toBe(400);
  });
});
