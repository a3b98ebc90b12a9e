import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { eq, sql } from "drizzle-orm";
import { apiPaths } from "@shared/api-paths";
import { programmes } from "@shared/schema/programmes";
import { departureDatesText } from "@shared/departures";
import { CATALOGUE_RECORDS_TTL_MS } from "../../../server/web/catalogue-records";
import { DB_KINDS } from "../../support/database";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { signedIn, type Agent } from "../../support/staff";
import { seedBookings } from "../../support/seed-bookings";
import { programmeSiteWeb, publishedProgramme } from "../../support/programme-site";

const BASE = "https://innerlight.example";
const PATH = "/womens-retreats/monsoon-listening";

const FULL_PROGRAMME = {
  catalogue: "womens-retreats",
  slug: "monsoon-listening",
  title: "Monsoon Listening Retreat",
  summary: "Six rainy days in the Western Ghats, listening to the forest and to yourself.",
  highlights: ["Dawn walks through the cardamom hills", "Evening raga circles by the fire", "A day of silence"],
  duration: "6 Days",
  image: "/art/tea-estate.svg",
  card: { location: "Domestic & International", category: "Women", groupSize: "8-12 women", rating: 4.8 },
  itinerary: [
    { day: 1, title: "Arrival in the hills", text: "Tea on the veranda, then a welcome circle." },
    { day: 2, title: "The forest", text: "A slow walk with a naturalist." },
  ],
  included: ["Five nights in a shared cottage", "Every meal"],
  notIncluded: ["Travel to Munnar"],
  stay: "A planter's bungalow above the valley.\n\nRooms of two, with a veranda each.",
  faq: [{ question: "Do I need to be fit?", answer: "Walks are gentle, two hours at most." }],
};

const PHOTOS = [
  { id: "a1b2c3d4e5f6", alt: "Mist over the tea hills at dawn", width: 2400, height: 1600 },
  { id: "f6e5d4c3b2a1", alt: "The bungalow's veranda", width: 1200, height: 900 },
];

const OPEN = { programme: FULL_PROGRAMME.title, startDate: "2027-07-05", endDate: "2027-07-10", pricePerPerson: 58_000, places: 12, privateRooms: 2, privateRoomSupplement: 12_000 };
const FULL = { ...OPEN, startDate: "2027-08-02", endDate: "2027-08-07", places: 2, privateRooms: 0, privateRoomSupplement: 0 };

const text = (html: string) => html.replace(/<[^>]+>/g, " ").replace(/&#x27;/g, "'").replace(/&amp;/g, "&").replace(/\s+/g, " ").trim();
const h2s = (html: string) => [...html.matchAll(/<h2\b[^>]*>([\s\S]*?)<\/h2>/g)].map((m) => text(m[1]));
/** The page's own content: its article, without the site's header and footer. */
const main = (html: string) => html.slice(html.indexOf("<!--app-->"), html.indexOf("<!--/app-->"));
const article = (html: string) => html.slice(html.indexOf("<article"), html.lastIndexOf("</article>"));
const jsonLd = (html: string) => [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Record<string, unknown>);
const graph = (html: string) => jsonLd(html).flatMap((d) => (d["@graph"] as Record<string, unknown>[] | undefined) ?? [d]);
const meta = (html: string, attr: string) => new RegExp(`<meta ${attr} content="([^"]*)"`).exec(html)?.[1];
/** Seconds a change can take to reach a reader of an answer: the records' look, then a cache keeping it (contract: 60 at most). */
const lag = (cacheControl: string) => CATALOGUE_RECORDS_TTL_MS / 1000 + Number(/^public, max-age=(\d+)$/.exec(cacheControl)![1]);

describe.each(DB_KINDS)("a programme's own page on %s", (kind) => {
  let t: TestApp;
  let staff: Agent;
  let now = 0;
  const later = () => (now += CATALOGUE_RECORDS_TTL_MS);
  const get = (url: string) => request(t.app).get(url);

  beforeAll(async () => {
    let app: TestApp | undefined;
    const { web } = await programmeSiteWeb(() => app!.storage, BASE, () => now);
    t = app = await buildTestApp(kind, { web });
    staff = await signedIn(t, STAFF);
    const p = await publishedProgramme(staff, FULL_PROGRAMME);
    // The photos as the upload stores them (the upload itself is tested with the photos routes).
    await t.db.database.db.update(programmes).set({ photos: PHOTOS, updatedAt: sql`now()`, version: p.version + 1 }).where(eq(programmes.id, p.id));
    await staff.post(apiPaths.adminDepartures.href()).send(OPEN).expect(201);
    const full = await staff.post(apiPaths.adminDepartures.href()).send(FULL).expect(201);
    // A quote sent for both places holds them: the departure is full to the public.
    const { Asha } = await seedBookings(t, [{ firstName: "Asha", hoursAgo: 2 }]);
    await staff.post(apiPaths.bookingQuotes.href(Asha.id)).send({ departureId: full.body.id, travellers: 2 }).expect(201);
    later();
  });
  afterAll(() => t.close());

  it("when a programme with every field is asked for, then its sections are in the HTML in the contract's order, with every departure, its photos and Book", async () => {
    const res = await get(PATH).expect(200);
    const html = main(res.text);
    expect(text(/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)![1])).toBe(FULL_PROGRAMME.title);
    expect(h2s(article(html))).toEqual(["What your days hold", "Itinerary", "What's included", "Not included", "Where you stay", "Dates and prices", "Questions"]);
    const words = text(html);
    for (const line of [...FULL_PROGRAMME.highlights, FULL_PROGRAMME.summary, "Day 1 · Arrival in the hills", "Tea on the veranda", "Every meal", "Travel to Munnar", "Rooms of two", "Do I need to be fit?"]) {
      expect(words).toContain(line);
    }
    // 12 left: more than a card would name, but the page names every departure's places.
    expect(words).toContain(`${departureDatesText(OPEN.startDate, OPEN.endDate)} ₹58,000 per person 12 places left`);
    expect(words).toContain("Private room +₹12,000");
    expect(words).toMatch(new RegExp(`${departureDatesText(FULL.startDate, FULL.endDate)} ₹58,000 per person Full Join the waiting list`));
    expect(html).toContain(`aria-label="Book ${departureDatesText(OPEN.startDate, OPEN.endDate)}"`);
    // Each photo as a <picture>: AVIF and WebP sources, the JPEG <img> with its size and alt text.
    expect(html.match(/<picture>/g)).toHaveLength(2);
    expect(html).toContain('<source type="image/avif" srcSet="/media/photos/a1b2c3d4e5f6-390.avif 390w, /media/photos/a1b2c3d4e5f6-780.avif 780w, /media/photos/a1b2c3d4e5f6-1280.avif 1280w"');
    expect(html).toMatch(/<img src="\/media\/photos\/a1b2c3d4e5f6-1280.jpg"[^>]*alt="Mist over the tea hills at dawn" width="2400" height="1600"/);
    expect(html).not.toContain("/art/tea-estate.svg");
    // Book works before and without scripts: the site's link to our contact details.
    expect(html).toMatch(/<a href="#enquire" role="button"[^>]*>Book<\/a>/);
    expect(res.headers["cache-control"]).toBe("no-cache");
  });

  it("when a seeded programme with only its card's fields is asked for, then its empty sections are left out and its card's art and Dates on request stand in", async () => {
    const html = main((await get("/womens-retreats/soul-identity").expect(200)).text);
    expect(h2s(article(html))).toEqual(["What your days hold", "Dates and prices"]);
    expect(text(html)).toContain("Dates on request");
    expect(html).toMatch(/<img src="\/art\/[a-z-]+\.svg" alt="" width="800" height="500"/);
    expect(html).not.toContain("<picture>");
  });

  it("when the page is served, then its head names it, describes it by its summary, points to its canonical address and its first photo", async () => {
    const page = (await get(`${PATH}/`).expect(200)).text;
    expect(/<title>([^<]*)<\/title>/.exec(page)![1]).toBe("Monsoon Listening Retreat | Inner Light Journeys");
    expect(meta(page, 'name="description"')).toBe(FULL_PROGRAMME.summary);
    expect(page).toContain(`<link rel="canonical" href="${BASE}${PATH}" />`);
    expect(meta(page, 'property="og:image"')).toBe(`${BASE}/media/photos/a1b2c3d4e5f6-1280.jpg`);
    const seeded = (await get("/womens-retreats/soul-identity").expect(200)).text;
    expect(meta(seeded, 'property="og:image"')).toMatch(new RegExp(`^${BASE}/art/[a-z-]+\\.svg$`));
  });

  it("when its structured data is parsed, then it is a TouristTrip with its days, each departure an Event whose Offer names its availability, and a BreadcrumbList", async () => {
    const found = graph((await get(PATH).expect(200)).text);
    const trip = found.find((d) => d["@type"] === "TouristTrip")!;
    expect(trip).toMatchObject({ name: FULL_PROGRAMME.title, description: FULL_PROGRAMME.summary, url: `${BASE}${PATH}` });
    expect(trip.image).toEqual([`${BASE}/media/photos/a1b2c3d4e5f6-1280.jpg`, `${BASE}/media/photos/f6e5d4c3b2a1-780.jpg`]);
    expect((trip.itinerary as { itemListElement: { position: number; name: string }[] }).itemListElement.map((d) => [d.position, d.name])).toEqual([
      [1, "Day 1: Arrival in the hills"],
      [2, "Day 2: The forest"],
    ]);
    const events = found.filter((d) => d["@type"] === "Event") as { "@id": string; startDate: string; offers: { price: number; priceCurrency: string; availability: string } }[];
    expect(events.map((e) => [e.startDate, e.offers.price, e.offers.priceCurrency, e.offers.availability])).toEqual([
      [OPEN.startDate, 58_000, "INR", "https://schema.org/InStock"],
      [FULL.startDate, 58_000, "INR", "https://schema.org/SoldOut"],
    ]);
    expect(trip.subjectOf).toEqual(events.map((e) => ({ "@id": e["@id"] })));
    const crumbs = found.find((d) => d["@type"] === "BreadcrumbList") as { itemListElement: { position: number; name: string; item: string }[] };
    expect(crumbs.itemListElement.map((c) => [c.position, c.name, c.item])).toEqual([
      [1, "Home", `${BASE}/`],
      [2, "We Women Retreat", `${BASE}/womens-retreats`],
      [3, FULL_PROGRAMME.title, `${BASE}${PATH}`],
    ]);
  });

  it("when a slug no programme has is asked for, then it is the site's 404 page with status 404; a draft's is too", async () => {
    const unknown = await get("/womens-retreats/no-such-retreat");
    expect(unknown.status).toBe(404);
    expect(text(main(unknown.text))).toContain("Page Not Found");
    const draft = await staff.post(apiPaths.adminProgrammes.href()).send({ ...FULL_PROGRAMME, slug: "quiet-draft", title: "A Quiet Draft" }).expect(201);
    later();
    expect((await get("/womens-retreats/quiet-draft")).status).toBe(404);
    expect(draft.body.status).toBe("draft");
    // A slug under a path that is not a catalogue is no programme page either.
    expect((await get("/about-us/soul-identity")).status).toBe(404);
  });

  it("when a programme's slug changes, then its old path answers 301 to the new one, and the new one is its page", async () => {
    const [row] = await t.db.database.db.select().from(programmes).where(eq(programmes.slug, "tech-mastery"));
    expect(row).toBeDefined();
    await staff.patch(apiPaths.adminProgramme.href(row.id)).send({ version: row.version, slug: "tech-mastery-now" }).expect(200);
    later();
    const moved = await get(`/${row.catalogue}/tech-mastery?utm_source=news`);
    expect(moved.status).toBe(301);
    expect(moved.headers.location).toBe(`/${row.catalogue}/tech-mastery-now?utm_source=news`);
    // Renamed back, or the path taken by another programme, the page must be there within 60 s: a kept 301 would hide it.
    expect(lag(moved.headers["cache-control"])).toBeLessThanOrEqual(60);
    await get(`/${row.catalogue}/tech-mastery-now`).expect(200);
  });

  it("when a programme is archived, then its page answers 410, says so and links to its catalogue, and leaves the sitemap", async () => {
    const [row] = await t.db.database.db.select().from(programmes).where(eq(programmes.slug, "just-me-time"));
    expect((await get(`/womens-retreats/just-me-time`)).status).toBe(200);
    await staff.patch(apiPaths.adminProgramme.href(row.id)).send({ version: row.version, status: "archived" }).expect(200);
    later();
    const gone = await get("/womens-retreats/just-me-time");
    expect(gone.status).toBe(410);
    expect(text(main(gone.text))).toContain(`${row.title} is no longer offered`);
    expect(main(gone.text)).toContain('<a href="/womens-retreats"');
    expect(gone.text).toContain('<meta name="robots" content="noindex" />');
    expect((await get("/sitemap.xml")).text).not.toContain("/womens-retreats/just-me-time<");
  });

  it("when the sitemap is asked for, then it lists every published programme's page and no draft's, kept no longer than a change may take", async () => {
    const res = await get("/sitemap.xml").expect(200);
    expect(lag(res.headers["cache-control"])).toBeLessThanOrEqual(60);
    const sitemap = res.text;
    const published = (await request(t.app).get(apiPaths.programmes.href()).expect(200)).body as { url: string }[];
    expect(published.length).toBeGreaterThan(60);
    for (const p of published) expect(sitemap).toContain(`<loc>${BASE}${p.url}</loc>`);
    expect(sitemap).not.toContain("quiet-draft");
    expect(sitemap).toContain(`<loc>${BASE}/womens-retreats</loc>`);
  });

  it("when the desk changes a programme, then its page shows the change once the records are looked at again, within the cache time", async () => {
    const [row] = await t.db.database.db.select().from(programmes).where(eq(programmes.slug, "monsoon-listening"));
    await staff.patch(apiPaths.adminProgramme.href(row.id)).send({ version: row.version, stay: "A bamboo house by the river." }).expect(200);
    expect(text(main((await get(PATH).expect(200)).text))).toContain("A planter's bungalow");
    later();
    const after = text(main((await get(PATH).expect(200)).text));
    expect(after).toContain("A bamboo house by the river.");
    expect(after).not.toContain("A planter's bungalow");
  });
});
