import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";

/** Monday 1 March 2027, 11:30 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");

/** A programme of the women's retreats, every card field its schema asks for. */
const newRetreat = (over: object = {}) => ({
  catalogue: "womens-retreats",
  title: "Bounds Retreat",
  summary: "Four slow days in a Wayanad homestay while the rain does the talking.",
  highlights: ["Rain walks through cardamom estates"],
  duration: "4 Days",
  image: "/art/tea-estate.svg",
  card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.8 },
  ...over,
});

/** A character outside the Basic Multilingual Plane: one character, two UTF-16 code units. */
const EMOJI = "🌿";
const emoji = (n: number) => EMOJI.repeat(n);

/** Integers past what a PostgreSQL integer holds, or past what a double holds exactly, as raw JSON numbers. */
const HUGE = ["2147483648", "1e20", "9007199254740993", "1e300"];

interface Issue {
  path: string;
  message: string;
}

describe.each(DB_KINDS)("what a programme's fields take, on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  const add = (body: object) => app.staff.post(apiPaths.adminProgrammes.href()).send(body);
  const rawJson = (method: "post" | "patch", path: string, json: string) => app.staff[method](path).set("Content-Type", "application/json").send(json);
  const justMeTime = async () =>
    (await app.staff.get(apiPaths.adminProgrammes.href({ catalogue: "womens-retreats" })).expect(200)).body.find((p: { slug: string }) => p.slug === "just-me-time");

  it("when a version, position or day is a number no database integer holds, then it is a 400 on that field and nothing changes", async () => {
    const p = await justMeTime();
    const versionsBefore = (await app.staff.get(apiPaths.programmeVersions.href(p.id)).expect(200)).body;
    for (const n of HUGE) {
      const restore = await rawJson("post", apiPaths.programmeRestore.href(p.id), `{"version":${n}}`);
      expect(restore.status, `restore ${n}`).toBe(400);
      expect(restore.body.errors.map((e: Issue) => e.path), `restore ${n}`).toEqual(["version"]);
      const patch = await rawJson("patch", apiPaths.adminProgramme.href(p.id), `{"version":${n},"title":"Never Saved"}`);
      expect(patch.status, `patch ${n}`).toBe(400);
      expect(patch.body.errors.map((e: Issue) => e.path), `patch ${n}`).toEqual(["version"]);
      const position = await rawJson("patch", apiPaths.adminProgramme.href(p.id), `{"version":${p.version},"position":${n}}`);
      expect(position.status, `position ${n}`).toBe(400);
      expect(position.body.errors.map((e: Issue) => e.path), `position ${n}`).toEqual(["position"]);
      const day = await rawJson("patch", apiPaths.adminProgramme.href(p.id), `{"version":${p.version},"itinerary":[{"day":${n},"title":"Arrive","text":"Settle in."}]}`);
      expect(day.status, `day ${n}`).toBe(400);
      expect(day.body.errors.map((e: Issue) => e.path), `day ${n}`).toEqual(["itinerary.0.day"]);
      const rating = await add(newRetreat({ slug: "huge-rating", card: { ...newRetreat().card, rating: Number(n) } }));
      expect(rating.status, `rating ${n}`).toBe(400);
      expect(rating.body.errors.map((e: Issue) => e.path), `rating ${n}`).toEqual(["card.rating"]);
    }
    expect(await justMeTime()).toEqual(p);
    expect((await app.staff.get(apiPaths.programmeVersions.href(p.id)).expect(200)).body).toEqual(versionsBefore);
  });

  it("when a text is at its bound in characters that take two UTF-16 units each, then it is saved; one character more is refused with the usual message", async () => {
    const card = { ...newRetreat().card, groupSize: emoji(200) };
    const atBounds = await add(
      newRetreat({
        slug: "emoji-bounds",
        title: emoji(80),
        summary: emoji(600),
        highlights: [emoji(200)],
        stay: emoji(2000),
        itinerary: [{ day: 1, title: emoji(80), text: emoji(2000) }],
        faq: [{ question: emoji(200), answer: emoji(2000) }],
        card,
      }),
    );
    expect(atBounds.status, JSON.stringify(atBounds.body.errors)).toBe(201);
    expect(atBounds.body.title).toBe(emoji(80));

    const over: [object, string, number][] = [
      [{ title: emoji(81) }, "title", 80],
      [{ summary: emoji(601) }, "summary", 600],
      [{ highlights: [emoji(201)] }, "highlights.0", 200],
      [{ stay: emoji(2001) }, "stay", 2000],
      [{ faq: [{ question: "Why?", answer: emoji(2001) }] }, "faq.0.answer", 2000],
      [{ card: { ...card, groupSize: emoji(201) } }, "card.groupSize", 200],
    ];
    for (const [fields, path, max] of over) {
      const res = await add(newRetreat({ slug: "emoji-over", title: "Emoji Over", ...fields }));
      expect(res.status, path).toBe(400);
      expect(res.body.errors, path).toContainEqual({ path, message: `Must be at most ${max} characters` });
    }
  });

  it("when where-you-stay is too long or holds a control character, then it says so as the other paragraphs do", async () => {
    const saidOf = async (text: string) => {
      const res = await add(newRetreat({ slug: "stay-words", title: "Stay Words", stay: text, itinerary: [{ day: 1, title: "Arrive", text }] }));
      expect(res.status).toBe(400);
      const errors: Issue[] = res.body.errors;
      return { stay: errors.filter((e) => e.path === "stay").map((e) => e.message), day: errors.filter((e) => e.path === "itinerary.0.text").map((e) => e.message) };
    };
    const long = await saidOf("a".repeat(2001));
    expect(long.stay).toEqual(["Must be at most 2000 characters"]);
    expect(long.stay).toEqual(long.day);
    const carriageReturn = await saidOf("Lake view\rroom");
    expect(carriageReturn.stay).toEqual(carriageReturn.day);
    expect(carriageReturn.stay[0]).toMatch(/control characters/);
    const notText = await add(newRetreat({ slug: "stay-number", title: "Stay Number", stay: 5 }));
    expect(notText.body.errors).toEqual([{ path: "stay", message: "Must be text" }]);
    // Empty is none, as before.
    const none = await add(newRetreat({ slug: "stay-none", title: "Stay None", stay: "" })).expect(201);
    expect(none.body.stay).toBeNull();
  });

  it("when a list's parameter is sent as an array or more than once, then it is a 400 like any unknown value, on the site's list and the desk's", async () => {
    const site = (q: string) => request(app.t.app).get(`${apiPaths.programmes.pattern}?${q}`);
    const desk = (q: string) => app.staff.get(`${apiPaths.adminProgrammes.pattern}?${q}`);
    for (const q of ["catalogue[]=bogus", "catalogue[]=womens-retreats", "catalogue[0]=womens-retreats", "catalogue=womens-retreats&catalogue=womens-retreats"]) {
      const res = await site(q);
      expect(res.status, q).toBe(400);
      expect(res.body.errors.map((e: Issue) => e.path), q).toEqual(["catalogue"]);
    }
    for (const q of ["status[]=x", "status[]=draft", "catalogue[]=bogus", "status=draft&status=published", "catalogue=womens-retreats&catalogue=earn-while-travel"]) {
      const res = await desk(q);
      expect(res.status, q).toBe(400);
      expect(res.body.errors.map((e: Issue) => e.path), q).toEqual([q.startsWith("status") ? "status" : "catalogue"]);
    }
    await site("catalogue=womens-retreats").expect(200);
    await desk("catalogue=womens-retreats&status=published").expect(200);
  });
});
