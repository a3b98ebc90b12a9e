import request from "supertest";
import { describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import { DB_KINDS } from "../../support/database";
import { useMoneyApp } from "../../support/money";
import { addStaff, signedIn } from "../../support/staff";

/** Monday 1 March 2027, 11:30 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");

const WOMENS = ["work-life-harmony", "soul-identity", "transform-rise", "purpose-path", "just-me-time", "women-empowerment", "she-leads"];
const SLOW = ["japan-cultural", "new-zealand-adventure", "europe-grand-tour", "vietnam-slow-journey", "peru-sacred-valley", "morocco-medinas", "scottish-highlands", "kenya-savanna-coast", "iceland-fire-ice"];

interface Row {
  id: number;
  slug: string;
  position: number;
  version: number;
}

describe.each(DB_KINDS)("a programme's place in its catalogue on %s", (kind) => {
  const app = useMoneyApp(kind, NOW);
  const desk = async (catalogue: string): Promise<Row[]> => (await app.staff.get(apiPaths.adminProgrammes.href({ catalogue })).expect(200)).body;
  const site = async (catalogue: string): Promise<string[]> =>
    (await request(app.t.app).get(apiPaths.programmes.href(catalogue)).expect(200)).body.map((p: { slug: string }) => p.slug);
  const move = async (slug: string, position: number): Promise<Row> => {
    const p = (await desk("slow-travel-cultural-immersion")).find((r) => r.slug === slug)!;
    return (await app.staff.patch(apiPaths.adminProgramme.href(p.id)).send({ version: p.version, position }).expect(200)).body;
  };

  it("when a programme is added and published at position 2, then it is the catalogue's second card and the one that was second follows it", async () => {
    const others = await desk("queer-womens-retreats");
    const added = await app.staff
      .post(apiPaths.adminProgrammes.href())
      .send({
        catalogue: "womens-retreats",
        title: "Position Two Retreat",
        summary: "Three quiet days to try the second place in the list.",
        highlights: ["A second place"],
        duration: "3 Days",
        image: "/art/tea-estate.svg",
        card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.7 },
        position: 2,
      })
      .expect(201);
    expect(added.body.position).toBe(2);
    await app.staff.patch(apiPaths.adminProgramme.href(added.body.id)).send({ version: 1, status: "published" }).expect(200);

    const order = [WOMENS[0], "position-two-retreat", ...WOMENS.slice(1)];
    expect(await site("womens-retreats")).toEqual(order);
    const rows = await desk("womens-retreats");
    expect(rows.map((r) => [r.slug, r.position])).toEqual(order.map((slug, i) => [slug, i + 1]));
    // Making room is the new programme's change: the others keep their versions, and other catalogues are untouched.
    expect(rows.filter((r) => r.slug !== "position-two-retreat").every((r) => r.version === 1)).toBe(true);
    expect(await desk("queer-womens-retreats")).toEqual(others);
  });

  it("when a programme is moved up, down or past the end, then it shows at that place (the last for past the end), the others close up around it, and restoring brings its place back", async () => {
    const first = await move("scottish-highlands", 1);
    expect(first.position).toBe(1);
    expect(await site("slow-travel-cultural-immersion")).toEqual(["scottish-highlands", ...SLOW.filter((s) => s !== "scottish-highlands")]);

    expect((await move("scottish-highlands", 4)).position).toBe(4);
    const fourth = ["japan-cultural", "new-zealand-adventure", "europe-grand-tour", "scottish-highlands", "vietnam-slow-journey", "peru-sacred-valley", "morocco-medinas", "kenya-savanna-coast", "iceland-fire-ice"];
    expect(await site("slow-travel-cultural-immersion")).toEqual(fourth);

    const last = await move("scottish-highlands", 100_000);
    expect(last.position).toBe(SLOW.length);
    expect(await site("slow-travel-cultural-immersion")).toEqual([...SLOW.filter((s) => s !== "scottish-highlands"), "scottish-highlands"]);
    expect((await desk("slow-travel-cultural-immersion")).map((r) => r.position)).toEqual(SLOW.map((_, i) => i + 1));

    await app.staff.post(apiPaths.programmeRestore.href(last.id)).send({ version: 2 }).expect(200);
    expect((await site("slow-travel-cultural-immersion"))[0]).toBe("scottish-highlands");
    await app.staff.post(apiPaths.programmeRestore.href(last.id)).send({ version: 1 }).expect(200);
    expect(await site("slow-travel-cultural-immersion")).toEqual(SLOW);
  });

  it("when two admins move programmes of one catalogue at once, then both are saved and the places stay 1, 2, 3… with no two alike", async () => {
    const rows = await desk("workcation-transformation");
    const second = await signedIn(app.t, await addStaff(app.t, "meera", { role: "admin" }));
    const [a, b] = await Promise.all([
      app.staff.patch(apiPaths.adminProgramme.href(rows[7].id)).send({ version: rows[7].version, position: 1 }),
      second.patch(apiPaths.adminProgramme.href(rows[6].id)).send({ version: rows[6].version, position: 2 }),
    ]);
    expect([a.status, b.status]).toEqual([200, 200]);
    const after = await desk("workcation-transformation");
    expect(after.map((r) => r.position)).toEqual(rows.map((_, i) => i + 1));
    // Either order of the two saves is one after the other: the one moved to 1 is first either way,
    // and the one moved to 2 is second, or third when the move to 1 came after it.
    expect(after[0].id).toBe(rows[7].id);
    expect([1, 2]).toContain(after.findIndex((r) => r.id === rows[6].id));
  });
});
