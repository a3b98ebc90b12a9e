import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { programmes } from "@shared/schema/programmes";
import { CATALOGUE_RECORDS_TTL_MS } from "../../../server/web/catalogue-records";
import { DB_KINDS } from "../../support/database";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { signedIn, type Agent } from "../../support/staff";
import { programmeSiteWeb, publishedProgramme } from "../../support/programme-site";

const BASE = "https://innerlight.example";
const PROGRAMME = {
  catalogue: "womens-retreats",
  slug: "harvest-moon-pause",
  title: "Harvest Moon Pause",
  summary: "Four slow days in the Nilgiri tea country, with walks, rest and shared meals.",
  highlights: ["Tea-garden walks at dawn", "Long lunches on the veranda", "An afternoon of nothing at all"],
  duration: "4 Days",
  image: "/art/tea-estate.svg",
  card: { location: "Domestic & International", category: "Women", groupSize: "6-10 women", rating: 4.7 },
};
const PATH = `/${PROGRAMME.catalogue}/${PROGRAMME.slug}`;
const h1 = (html: string) => /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1].replace(/<[^>]+>/g, "").trim();

/**
 * The site looks at the programmes at most once per look (10 s), which is how a change made in another
 * process reaches it. A change saved in this process's desk reaches it at the next request.
 */
describe.each(DB_KINDS)("a programme saved in the desk of the process serving the site, on %s", (kind) => {
  let t: TestApp;
  let staff: Agent;
  let now = 0;
  const get = (url: string) => request(t.app).get(url);

  beforeAll(async () => {
    let app: TestApp | undefined;
    const site = await programmeSiteWeb(() => app!.storage, BASE, () => now);
    t = app = await buildTestApp(kind, { web: site.web, programmesChanged: site.programmesChanged });
    staff = await signedIn(t, STAFF);
  });
  afterAll(() => t.close());

  it("when an admin publishes, renames and moves a programme, then its page shows each at the next request, the records' look unmoved", async () => {
    // The site has looked at the programmes: the page is not there yet.
    await get(PATH).expect(404);
    const { id } = await publishedProgramme(staff, PROGRAMME);
    expect(h1((await get(PATH).expect(200)).text)).toBe(PROGRAMME.title);

    const p = (await staff.get(apiPaths.adminProgramme.href(id)).expect(200)).body as { version: number };
    await staff.patch(apiPaths.adminProgramme.href(id)).send({ version: p.version, title: "Harvest Moon Rest", slug: "harvest-moon-rest" }).expect(200);
    const moved = await get(PATH).expect(301);
    expect(moved.headers.location).toBe(`/${PROGRAMME.catalogue}/harvest-moon-rest`);
    expect(h1((await get(`/${PROGRAMME.catalogue}/harvest-moon-rest`).expect(200)).text)).toBe("Harvest Moon Rest");
  });

  it("when the programme changes in the database without this desk (another process), then the page shows it once the records are looked at again", async () => {
    await get(`/${PROGRAMME.catalogue}/harvest-moon-rest`).expect(200);
    await t.db.database.db
      .update(programmes)
      .set({ title: "Harvest Moon Stillness", version: sql`${programmes.version} + 1`, updatedAt: sql`now()` })
      .where(eq(programmes.slug, "harvest-moon-rest"));
    expect(h1((await get(`/${PROGRAMME.catalogue}/harvest-moon-rest`).expect(200)).text)).toBe("Harvest Moon Rest");
    now += CATALOGUE_RECORDS_TTL_MS;
    expect(h1((await get(`/${PROGRAMME.catalogue}/harvest-moon-rest`).expect(200)).text)).toBe("Harvest Moon Stillness");
  });
});
