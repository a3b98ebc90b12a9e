import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import { experienceGroupsOf, HOME_SEARCH_DATA_PATH } from "@shared/home-search";
import * as ssr from "@/entry-server";
import { staticWeb } from "../../../server/web/web";
import { catalogueRecords, CATALOGUE_RECORDS_TTL_MS } from "../../../server/web/catalogue-records";
import type { Storage } from "../../../server/storage";
import { DB_KINDS } from "../../support/database";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { signedIn, type Agent } from "../../support/staff";
import { SEEDED_CARDS } from "../../support/seeded-catalogues";

/** A built site whose home page carries the app marks, prerendered from the seed as the build does. */
async function builtSite(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-dist-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), "<html><head><!--head--></head><body><div id=root><!--app--></div></body></html>");
  const markup = await ssr.renderPage("/", "", undefined, ssr.seedCards);
  fs.writeFileSync(path.join(dir, "pages", "index.html"), `<html><head></head><body><div id="root"><!--app-->${markup}<!--/app--></div></body></html>`);
  return dir;
}

const decode = (s: string) => s.replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/&lt;/g, "<").replace(/&gt;/g, ">").replace(/&quot;/g, '"');
/** The home search's choices in the HTML as first served: [group, route, [key, label]…]. */
function servedChoices(html: string) {
  const select = /<select[^>]*name="experience"[^>]*>([\s\S]*?)<\/select>/.exec(html);
  expect(select).not.toBeNull();
  return [...select![1].matchAll(/<optgroup label="([^"]*)" data-route="([^"]*)">([\s\S]*?)<\/optgroup>/g)].map((g) => ({
    label: decode(g[1]),
    route: g[2],
    options: [...g[3].matchAll(/<option value="([^"]*)"[^>]*>([\s\S]*?)<\/option>/g)].map((o) => ({ key: decode(o[1]), label: decode(o[2]) })),
  }));
}
const labels = (groups: { options: { label: string }[] }[]) => groups.flatMap((g) => g.options.map((o) => o.label));

/** A programme of the women's retreats, every card field its schema asks for. */
const newRetreat = {
  catalogue: "womens-retreats",
  title: "Moonlit Reset",
  summary: "Four nights by the Kerala backwaters, slowing down together.",
  highlights: ["Backwater sunrise paddles", "Evening circles under the stars"],
  duration: "5 Days",
  image: "/art/tea-estate.svg",
  card: { location: "Domestic & International", category: "Women", groupSize: "8-15 women", rating: 4.8 },
};

describe.each(DB_KINDS)("the home search drawn from the stored programmes on %s", (kind) => {
  let t: TestApp;
  let staff: Agent;
  let now = 0;
  let storage: Storage | undefined;
  const later = () => (now += CATALOGUE_RECORDS_TTL_MS);
  const home = async () => {
    const res = await request(t.app).get("/");
    expect(res.status).toBe(200);
    return servedChoices(res.text);
  };

  beforeAll(async () => {
    const records = catalogueRecords(
      { read: () => storage!.programmes.publishedCards(), stamp: () => storage!.programmes.cardsStamp() },
      { now: () => now },
    );
    t = await buildTestApp(kind, { web: staticWeb(await builtSite(), "https://innerlight.example", async () => ssr, undefined, records) });
    storage = t.storage;
    staff = await signedIn(t, STAFF);
  });
  afterAll(() => t.close());

  it("when the home page is asked for, then its search offers every seeded programme under its catalogue, and the in-app copy says the same", async () => {
    const seeded = experienceGroupsOf(SEEDED_CARDS);
    expect(await home()).toEqual(seeded);
    const data = await request(t.app).get(HOME_SEARCH_DATA_PATH).expect(200);
    expect(data.headers["cache-control"]).toBe("no-cache");
    expect(data.body).toEqual(seeded);
  });

  it("when a programme is added, then it is offered only once published, and under its new title once renamed, with no release", async () => {
    const added = (await staff.post(apiPaths.adminProgrammes.href()).send(newRetreat).expect(201)).body as { id: number; version: number };
    later();
    expect(labels(await home())).not.toContain("Moonlit Reset");
    const published = (await staff.patch(apiPaths.adminProgramme.href(added.id)).send({ version: added.version, status: "published" }).expect(200)).body;
    // Within one look at the records the page already served stays.
    expect(labels(await home())).not.toContain("Moonlit Reset");
    later();
    const womens = (await home()).find((g) => g.route === "/womens-retreats")!;
    expect(womens.options.at(-1)).toEqual({ key: "moonlit-reset", label: "Moonlit Reset" });

    await staff.patch(apiPaths.adminProgramme.href(added.id)).send({ version: published.version, title: "Moonlit Reset & Renewal" }).expect(200);
    later();
    const renamed = await home();
    expect(labels(renamed)).toContain("Moonlit Reset & Renewal");
    expect(labels(renamed)).not.toContain("Moonlit Reset");
    expect((await request(t.app).get(HOME_SEARCH_DATA_PATH).expect(200)).body).toEqual(renamed);
  });

  it("when a programme is unpublished, then the home search no longer offers it", async () => {
    const list = (await staff.get(apiPaths.adminProgrammes.href()).expect(200)).body as { id: number; version: number; title: string }[];
    const p = list.find((x) => x.title === "She Leads")!;
    await staff.patch(apiPaths.adminProgramme.href(p.id)).send({ version: p.version, status: "draft" }).expect(200);
    later();
    const womens = (await home()).find((g) => g.route === "/womens-retreats")!;
    expect(womens.options.map((o) => o.key)).not.toContain("she-leads");
    expect(womens.options.map((o) => o.label)).toEqual(["Work-Life Harmony Retreat", "Soul & Identity Retreat", "Transform & Rise", "Purpose Path", "Just Me Time", "Women Empowerment Retreat", "Moonlit Reset & Renewal"]);
  });
});
