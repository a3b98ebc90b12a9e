import { finishedBodies, type BodyKey } from "../../../server/web/finished-bodies";

const key = (o: Partial<BodyKey> = {}): BodyKey => ({ path: "/retreats", search: "", programmes: "p1", departures: "d1", base: "https://example.org", ...o });

/** A make that counts its calls and answers a page naming its key; `gate` holds it until released. */
function maker() {
  const made: string[] = [];
  let release: () => void = () => {};
  const gate = new Promise<void>((r) => (release = r));
  const make = (k: BodyKey, wait = false) => async () => {
    made.push(`${k.path}${k.search} ${k.programmes} ${k.departures} ${k.base}`);
    if (wait) await gate;
    return `<p>${k.search}</p>`;
  };
  return { made, make, release: () => release() };
}

describe("finishedBodies", () => {
  it("makes a view once for requests that arrive while it is being made, and gives them all the one body", async () => {
    const bodies = finishedBodies(10);
    const { made, make, release } = maker();
    const k = key({ search: "?q=yoga" });
    const waiting = [bodies.get(k, make(k, true)), bodies.get(k, make(k, true)), bodies.get(k, make(k, true))];
    release();
    const [a, b, c] = await Promise.all(waiting);
    expect(made).toHaveLength(1);
    expect(a?.html).toBe("<p>?q=yoga</p>");
    // The same body, so its bytes and gzip are made once for every request.
    expect(b?.body).toBe(a?.body);
    expect(c?.body).toBe(a?.body);
    expect((await bodies.get(k, make(k)))?.body).toBe(a?.body);
    expect(made).toHaveLength(1);
  });

  it("keeps a new entry for a new programmes' version, a new departures' version and each base URL", async () => {
    const bodies = finishedBodies(10);
    const { made, make } = maker();
    const keys = [
      key(),
      key({ programmes: "p2" }),
      key({ departures: "d2" }),
      key({ base: "http://localhost:5000" }),
      key({ path: "/womens-retreats" }),
      key({ search: "?q=yoga" }),
    ];
    for (const k of keys) await bodies.get(k, make(k));
    for (const k of keys) await bodies.get(k, make(k));
    expect(made).toHaveLength(keys.length);
  });

  it("tells its key's parts apart however their text falls", async () => {
    const bodies = finishedBodies(10);
    const { made, make } = maker();
    const a = key({ programmes: "p d", departures: "" });
    const b = key({ programmes: "p", departures: "d" });
    await bodies.get(a, make(a));
    await bodies.get(b, make(b));
    expect(made).toHaveLength(2);
  });

  it("forgets a failed make, so the next request makes it again, and every request that waited on it fails", async () => {
    const bodies = finishedBodies(10);
    let calls = 0;
    const failing = async () => {
      calls++;
      throw new Error("boom");
    };
    const first = bodies.get(key(), failing);
    const second = bodies.get(key(), failing);
    await expect(first).rejects.toThrow("boom");
    await expect(second).rejects.toThrow("boom");
    expect(calls).toBe(1);
    const again = await bodies.get(key(), async () => "<p>now</p>");
    expect(again?.html).toBe("<p>now</p>");
  });

  it("forgets a make that throws before it answers", async () => {
    const bodies = finishedBodies(10);
    await expect(
      bodies.get(key(), () => {
        throw new Error("shell");
      }),
    ).rejects.toThrow("shell");
    expect((await bodies.get(key(), async () => "<p>x</p>"))?.html).toBe("<p>x</p>");
  });

  it("keeps a null answer (nothing to render into) like a body", async () => {
    const bodies = finishedBodies(10);
    let calls = 0;
    const none = async () => {
      calls++;
      return null;
    };
    expect(await bodies.get(key(), none)).toBeNull();
    expect(await bodies.get(key(), none)).toBeNull();
    expect(calls).toBe(1);
  });

  it("holds its bound under many distinct searches, evicting the least recently asked for", async () => {
    const bodies = finishedBodies(3);
    const { made, make } = maker();
    const hot = key({ search: "?q=yoga" });
    await bodies.get(hot, make(hot));
    for (let i = 0; i < 1_000; i++) {
      const k = key({ search: `?q=${i}` });
      await bodies.get(k, make(k));
      // The view visitors keep asking for stays.
      await bodies.get(hot, make(hot));
    }
    expect(made.filter((m) => m.startsWith("/retreats?q=yoga "))).toHaveLength(1);
    // Of the thousand, only the last two are still kept.
    const before = made.length;
    for (const i of [999, 998, 997]) await bodies.get(key({ search: `?q=${i}` }), make(key({ search: `?q=${i}` })));
    expect(made.length - before).toBe(1);
  });

  it("refuses a bound that is not a positive integer", () => {
    expect(() => finishedBodies(0)).toThrow();
    expect(() => finishedBodies(1.5)).toThrow(/integer/);
  });
});
