import { APP_END, APP_START, filteredPageRenderer, queryOf, withAppMarkup, type FilteredPageRenderer, type SsrModule } from "../../../../server/web/catalogue-render";
import { catalogueRecords } from "../../../../server/web/catalogue-records";
import type { PublicDepartures } from "../../../../server/departures/public-departures";
import { ROUTES, type PageRoute } from "@shared/routes";

describe("queryOf and withAppMarkup", () => {
  it("takes the query string after the first ?", () => {
    expect(queryOf("/retreats")).toBe("");
    expect(queryOf("/retreats?q=a?b")).toBe("q=a?b");
  });

  it("replaces only what lies between the app marks, keeping the marks", () => {
    const page = `<head>x</head><div id="root">${APP_START}<p>all</p>${APP_END}</div><script>$&</script>`;
    expect(withAppMarkup(page, "<p>$& few</p>")).toBe(
      `<head>x</head><div id="root">${APP_START}<p>$& few</p>${APP_END}</div><script>$&</script>`,
    );
  });

  it("gives null for a page without marks", () => {
    expect(withAppMarkup("<div id=root><p>x</p></div>", "<p>y</p>")).toBeNull();
  });
});

/** The renderer's answers as their HTML (undefined for null). */
function htmlOf(render: FilteredPageRenderer) {
  return async (...args: Parameters<FilteredPageRenderer>) => (await render(...args))?.html;
}

describe("filteredPageRenderer", () => {
  const retreats = ROUTES.find((r) => r.path === "/retreats")!;
  const page = `<html><body>${APP_START}<p>every card</p>${APP_END}</body></html>`;

  function fakeSsr() {
    const renders: string[] = [];
    const mod: SsrModule = {
      renderPage: async (path, search = "", _departures, cards) => {
        renders.push(path + search);
        return `<p>${(cards?.retreats ?? []).join(", ")} cards for ${search}</p>`;
      },
      // Keeps q alone, like a catalogue with no filters; other pages are not catalogues.
      catalogueSearch: (path, search) => {
        if (path !== "/retreats") return null;
        const q = new URLSearchParams(search).get("q");
        return q ? `?q=${encodeURIComponent(q)}` : "";
      },
      catalogueProgrammes: () => [],
      catalogueTags: (_path, _search, cards) => `<script id="copy">${JSON.stringify(cards.retreats)}</script>`,
      catalogueJson: () => null,
      departuresDataTag: () => "",
      departureEventsTag: () => "",
      seedCards: { retreats: ["seeded"] },
    };
    return { mod, renders };
  }

  it("renders a filtered URL once and serves it from the cache afterwards, keyed by the normalised query", async () => {
    const { mod, renders } = fakeSsr();
    const render = htmlOf(filteredPageRenderer(async () => mod));
    expect(await render(retreats, "/retreats?q=yoga&utm_source=x", () => page)).toBe(
      `<html><body>${APP_START}<p>seeded cards for ?q=yoga</p>${APP_END}<script id="copy">["seeded"]</script></body></html>`,
    );
    expect(await render(retreats, "/retreats?utm_source=y&q=yoga", () => page)).toContain("cards for ?q=yoga");
    expect(renders).toEqual(["/retreats?q=yoga"]);
  });

  it("renders a catalogue without a query once, the same view as a query that filters nothing", async () => {
    const { mod, renders } = fakeSsr();
    const render = htmlOf(filteredPageRenderer(async () => mod));
    expect(await render(retreats, "/retreats", () => page)).toContain("seeded cards for </p>");
    expect(await render(retreats, "/retreats?utm_source=x", () => page)).toContain("seeded cards for </p>");
    expect(renders).toEqual(["/retreats"]);
  });

  it("answers null for a page that is no catalogue and when there is no bundle", async () => {
    const { mod, renders } = fakeSsr();
    const render = filteredPageRenderer(async () => mod);
    const faqs = ROUTES.find((r) => r.path === "/faqs") as PageRoute;
    expect(await render(faqs, "/faqs?q=yoga", () => page)).toBeNull();
    expect(await filteredPageRenderer(async () => null)(retreats, "/retreats?q=yoga", () => page)).toBeNull();
    expect(renders).toEqual([]);
  });

  it("renders again from the programmes once they change, and not before the records are read again", async () => {
    const { mod, renders } = fakeSsr();
    let now = 0;
    let titles = ["Soul & Identity Retreat"];
    const records = catalogueRecords({ read: async () => ({ retreats: titles }) }, { ttlMs: 30_000, now: () => now });
    const render = htmlOf(filteredPageRenderer(async () => mod, undefined, undefined, records));
    expect(await render(retreats, "/retreats", () => page)).toContain("Soul & Identity Retreat cards");
    titles = ["Soul and Identity"];
    now = 29_999;
    expect(await render(retreats, "/retreats", () => page)).toContain("Soul & Identity Retreat cards");
    now = 30_000;
    const changed = await render(retreats, "/retreats", () => page);
    expect(changed).toContain("Soul and Identity cards");
    expect(changed).toContain('<script id="copy">["Soul and Identity"]</script>');
    now = 60_000;
    await render(retreats, "/retreats", () => page);
    expect(renders).toEqual(["/retreats", "/retreats"]);
  });

  it("keeps at most its capacity of views and forgets a failed render", async () => {
    const { mod, renders } = fakeSsr();
    let fail = true;
    const flaky: SsrModule = {
      ...mod,
      renderPage: (path, search) => (fail ? Promise.reject(new Error("boom")) : mod.renderPage(path, search)),
    };
    const render = filteredPageRenderer(async () => flaky, 2);
    await expect(render(retreats, "/retreats?q=a", () => page)).rejects.toThrow("boom");
    fail = false;
    await render(retreats, "/retreats?q=a", () => page);
    await render(retreats, "/retreats?q=b", () => page);
    await render(retreats, "/retreats?q=c", () => page);
    await render(retreats, "/retreats?q=a", () => page); // evicted by c: rendered again
    expect(renders).toEqual(["/retreats?q=a", "/retreats?q=b", "/retreats?q=c", "/retreats?q=a"]);
  });

  it("evicts the least recently used view, so a view served from the cache stays", async () => {
    const { mod, renders } = fakeSsr();
    const render = filteredPageRenderer(async () => mod, 2);
    await render(retreats, "/retreats?q=a", () => page);
    await render(retreats, "/retreats?q=b", () => page);
    await render(retreats, "/retreats?q=a", () => page); // a is now the most recent
    await render(retreats, "/retreats?q=c", () => page); // evicts b
    await render(retreats, "/retreats?q=a", () => page);
    await render(retreats, "/retreats?q=c", () => page);
    expect(renders).toEqual(["/retreats?q=a", "/retreats?q=b", "/retreats?q=c"]);
    await render(retreats, "/retreats?q=b", () => page);
    expect(renders).toEqual(["/retreats?q=a", "/retreats?q=b", "/retreats?q=c", "/retreats?q=b"]);
  });

  it("renders a view once for concurrent requests, again for a new departures' version or base URL, and serves a cached one as the same body", async () => {
    const { mod, renders } = fakeSsr();
    let version = "d1";
    const departures = { current: async () => ({ version, byProgramme: new Map() }), invalidate: () => {} } as unknown as PublicDepartures;
    const render = filteredPageRenderer(async () => mod, undefined, departures);
    const [a, b] = await Promise.all([render(retreats, "/retreats?q=a", () => page, "https://one.example"), render(retreats, "/retreats?q=a&x=1", () => page, "https://one.example")]);
    expect(b?.body).toBe(a?.body);
    expect((await render(retreats, "/retreats?q=a", () => page, "https://one.example"))?.body).toBe(a?.body);
    expect(renders).toEqual(["/retreats?q=a"]);
    await render(retreats, "/retreats?q=a", () => page, "https://two.example");
    version = "d2";
    await render(retreats, "/retreats?q=a", () => page, "https://one.example");
    expect(renders).toEqual(["/retreats?q=a", "/retreats?q=a", "/retreats?q=a"]);
  });

  it("refuses a capacity that is not a positive integer", () => {
    expect(() => filteredPageRenderer(async () => null, 0)).toThrow();
    expect(() => filteredPageRenderer(async () => null, 1.5)).toThrow(/integer/);
  });
});
