import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiPaths } from "@shared/api-paths";
import { CATALOGUE_DATA_ID } from "@shared/catalogue/page-data";
import * as ssr from "@/entry-server";
import { staticWeb } from "../../../server/web/web";
import { catalogueRecords, CATALOGUE_RECORDS_TTL_MS } from "../../../server/web/catalogue-records";
import type { Storage } from "../../../server/storage";
import { DB_KINDS } from "../../support/database";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { signedIn, type Agent } from "../../support/staff";
import { SEEDED_CARDS } from "../../support/seeded-catalogues";

const PAGES = ["/womens-retreats", "/retreats"];

/** A built site whose catalogue pages carry the app marks, prerendered from the seed as the build does. */
async function builtSite(): Promise<string> {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-dist-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  fs.writeFileSync(path.join(dir, "public", "index.html"), "<html><head><!--head--></head><body><div id=root><!--app--></div></body></html>");
  for (const page of PAGES) {
    const markup = await ssr.renderPage(page, "", undefined, ssr.seedCards);
    fs.writeFileSync(path.join(dir, "pages", `${page.slice(1)}.html`), `<html><head></head><body><div id="root"><!--app-->${markup}<!--/app--></div></body></html>`);
  }
  return dir;
}

const text = (html: string) => html.replace(/<[^>]+>/g, "").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").trim();
const cardTitles = (html: string) => [...html.matchAll(/<article\b[^>]*>[\s\S]*?<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]));
const dataCopy = (html: string) => JSON.parse(new RegExp(`<script type="application/json" id="${CATALOGUE_DATA_ID}">([\\s\\S]*?)</script>`).exec(html)![1]);
const tripNames = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)]
    .map((m) => JSON.parse(m[1]))
    .filter((d) => d["@type"] === "ItemList")
    .flatMap((d) => d.itemListElement.map((e: { item: { name: string } }) => e.item.name));
const seededTitles = (SEEDED_CARDS["womens-retreats"] as { title: string }[]).map((r) => r.title);

describe.each(DB_KINDS)("catalogue pages drawn from the stored programmes on %s", (kind) => {
  let t: TestApp;
  let staff: Agent;
  let now = 0;
  let storage: Storage | undefined;
  const later = () => (now += CATALOGUE_RECORDS_TTL_MS);
  const page = async (url: string) => {
    const res = await request(t.app).get(url);
    expect(res.status).toBe(200);
    return res.text;
  };
  const programme = async (title: string) =>
    (await staff.get(apiPaths.adminProgrammes.href()).expect(200)).body.find((p: { title: string }) => p.title === title) as { id: number; version: number };

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

  it("when a catalogue is asked for, then its cards, its JSON copy and its list of trips are the seeded programmes, word for word", async () => {
    const html = await page("/womens-retreats");
    expect(cardTitles(html)).toEqual(seededTitles);
    expect(dataCopy(html)).toEqual({ catalogue: "womens-retreats", items: SEEDED_CARDS["womens-retreats"] });
    expect(tripNames(html)).toEqual(seededTitles);
  });

  it("when a programme is renamed in the desk, then its catalogue, the families' listing and the page data name it once the records are looked at again, with no release", async () => {
    const p = await programme("Soul & Identity Retreat");
    await staff.patch(apiPaths.adminProgramme.href(p.id)).send({ version: p.version, title: "Soul & Self Retreat" }).expect(200);
    // Within the look's lifetime the page is the one already rendered.
    expect(cardTitles(await page("/womens-retreats"))).toContain("Soul & Identity Retreat");
    later();
    const html = await page("/womens-retreats");
    expect(cardTitles(html)).toEqual(seededTitles.map((title) => (title === "Soul & Identity Retreat" ? "Soul & Self Retreat" : title)));
    expect(dataCopy(html).items.map((r: { title: string }) => r.title)).toContain("Soul & Self Retreat");
    expect(tripNames(html)).toContain("Soul & Self Retreat");
    expect(text(await page("/retreats"))).toContain("Soul & Self Retreat");
    const data = await request(t.app).get("/catalogue-data/womens-retreats.json").expect(200);
    expect(data.headers["cache-control"]).toBe("no-cache");
    expect(data.body.items.map((r: { title: string }) => r.title)).toContain("Soul & Self Retreat");
  });

  it("when a programme is added and published, then it is the catalogue's last card and a word of its highlights finds it without scripts; unpublished, it leaves", async () => {
    const created = await staff
      .post(apiPaths.adminProgrammes.href())
      .send({
        catalogue: "womens-retreats",
        title: "Monsoon Listening Retreat",
        summary: "Six rainy days in the Western Ghats, listening to the forest and to yourself.",
        highlights: ["Dawn walks through the cardamom hills", "Evening raga circles by the fire", "A day of silence"],
        duration: "6 Days",
        image: "/art/tea-estate.svg",
        card: { location: "Domestic & International", category: "Women", groupSize: "8-12 women", rating: 4.8 },
      })
      .expect(201);
    later();
    expect(cardTitles(await page("/womens-retreats"))).not.toContain("Monsoon Listening Retreat");
    await staff.patch(apiPaths.adminProgramme.href(created.body.id)).send({ version: created.body.version, status: "published" }).expect(200);
    later();
    expect(cardTitles(await page("/womens-retreats")).at(-1)).toBe("Monsoon Listening Retreat");
    expect(cardTitles(await page("/womens-retreats?q=cardamom"))).toEqual(["Monsoon Listening Retreat"]);
    const published = await programme("Monsoon Listening Retreat");
    await staff.patch(apiPaths.adminProgramme.href(published.id)).send({ version: published.version, status: "draft" }).expect(200);
    later();
    expect(cardTitles(await page("/womens-retreats"))).not.toContain("Monsoon Listening Retreat");
    expect(cardTitles(await page("/womens-retreats?q=cardamom"))).toEqual([]);
  });

  it("when the page data of an unknown catalogue is asked for, then it is not found", async () => {
    expect((await request(t.app).get("/catalogue-data/no-such-catalogue.json")).status).toBe(404);
  });
});
