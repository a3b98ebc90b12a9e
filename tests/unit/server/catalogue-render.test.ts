import { APP_END, APP_START, filteredPageRenderer, queryOf, withAppMarkup, type SsrModule } from "../../../server/web/catalogue-render";
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

describe("filteredPageRenderer", () => {
  const retreats = ROUTES.find((r) => r.path === "/retreats")!;
  const page = `<html>${APP_START}<p>every card</p>${APP_END}</html>`;

  function fakeSsr() {
    const renders: string[] = [];
    const mod: SsrModule = {
      renderPage: async (path, search = "") => {
        renders.push(path + search);
        return `<p>cards for ${search}</p>`;
      },
      // Keeps q alone, like a catalogue with no filters; other pages are not catalogues.
      catalogueSearch: (path, search) => {
        if (path !== "/retreats") return null;
        const q = new URLSearchParams(search).get("q");
        return q ? `?q=${encodeURIComponent(q)}` : "";
      },
      catalogueProgrammes: () => [],
      departuresDataTag: () => "",
      departureEventsTag: () => "",
    };
    return { mod, renders };
  }

  it("renders a filtered URL once and serves it from the cache afterwards, keyed by the normalised query", async () => {
    const { mod, renders } = fakeSsr();
    const render = filteredPageRenderer(async () => mod);
    expect(await render(retreats, "/retreats?q=yoga&utm_source=x", page)).toBe(`<html>${APP_START}<p>cards for ?q=yoga</p>${APP_END}</html>`);
    expect(await render(retreats, "/retreats?utm_source=y&q=yoga", page)).toContain("cards for ?q=yoga");
    expect(renders).toEqual(["/retreats?q=yoga"]);
  });

  it("answers null for no query, a query that filters nothing, a page that is no catalogue, and no bundle", async () => {
    const { mod, renders } = fakeSsr();
    const render = filteredPageRenderer(async () => mod);
    const faqs = ROUTES.find((r) => r.path === "/faqs") as PageRoute;
    expect(await render(retreats, "/retreats", page)).toBeNull();
    expect(await render(retreats, "/retreats?utm_source=x", page)).toBeNull();
    expect(await render(faqs, "/faqs?q=yoga", page)).toBeNull();
    expect(await filteredPageRenderer(async () => null)(retreats, "/retreats?q=yoga", page)).toBeNull();
    expect(renders).toEqual([]);
  });

  it("keeps at most its capacity of views and forgets a failed render", async () => {
    const { mod, renders } = fakeSsr();
    let fail = true;
    const flaky: SsrModule = {
      ...mod,
      renderPage: (path, search) => (fail ? Promise.reject(new Error("boom")) : mod.renderPage(path, search)),
    };
    const render = filteredPageRenderer(async () => flaky, 2);
    await expect(render(retreats, "/retreats?q=a", page)).rejects.toThrow("boom");
    fail = false;
    await render(retreats, "/retreats?q=a", page);
    await render(retreats, "/retreats?q=b", page);
    await render(retreats, "/retreats?q=c", page);
    await render(retreats, "/retreats?q=a", page); // evicted by c: rendered again
    expect(renders).toEqual(["/retreats?q=a", "/retreats?q=b", "/retreats?q=c", "/retreats?q=a"]);
  });

  it("evicts the least recently used view, so a view served from the cache stays", async () => {
    const { mod, renders } = fakeSsr();
    const render = filteredPageRenderer(async () => mod, 2);
    await render(retreats, "/retreats?q=a", page);
    await render(retreats, "/retreats?q=b", page);
    await render(retreats, "/retreats?q=a", page); // a is now the most recent
    await render(retreats, "/retreats?q=c", page); // evicts b
    await render(retreats, "/retreats?q=a", page);
    await render(retreats, "/retreats?q=c", page);
    expect(renders).toEqual(["/retreats?q=a", "/retreats?q=b", "/retreats?q=c"]);
    await render(retreats, "/retreats?q=b", page);
    expect(renders).toEqual(["/retreats?q=a", "/retreats?q=b", "/retreats?q=c", "/retreats?q=b"]);
  });

  it("refuses a capacity that is not a positive integer", () => {
    expect(() => filteredPageRenderer(async () => null, 0)).toThrow();
    expect(() => filteredPageRenderer(async () => null, 1.5)).toThrow(/integer/);
  });
});
