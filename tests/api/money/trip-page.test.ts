import fs from "node:fs";
import os from "node:os";
import path from "node:path";
import request from "supertest";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { formatDay, formatRupees } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import type { TimelineEntry } from "@shared/api-types";
import { injectHead } from "@shared/head";
import { SITE } from "@shared/site";
import { tripHeadTags, TRIP_PAGE_NAME } from "@shared/trip-page";
import * as ssr from "@/entry-server";
import { builtTripPages } from "../../../server/web/trip-page-render";
import { staticWeb } from "../../../server/web/web";
import { buildTestApp, STAFF, type TestApp } from "../../support/test-app";
import { DB_KINDS } from "../../support/database";
import { deskClock, type DeskClock } from "../../support/desk-clock";
import { seedBookings } from "../../support/seed-bookings";
import { apiPaths } from "@shared/api-paths";

/** Monday 1 March 2027 in Kolkata. */
const NOW = new Date("2027-03-01T06:00:00Z");

/** A built site as scripts/prerender.mjs writes it, reduced to what the trip page reads: its shell and the not-found page. */
function builtSite(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "ilj-trip-dist-"));
  fs.mkdirSync(path.join(dir, "public"), { recursive: true });
  fs.mkdirSync(path.join(dir, "pages"));
  const template = `<!doctype html><html lang="en-IN"><head><meta charset="UTF-8" /><title>x</title><!--head--><style>body{margin:0}</style></head><body><div id="root"><!--app--></div><script type="module" src="/assets/index-abc.js"></script></body></html>`;
  fs.writeFileSync(path.join(dir, "public", "index.html"), template);
  fs.writeFileSync(path.join(dir, "pages", `${TRIP_PAGE_NAME}.html`), injectHead(template, tripHeadTags()).replace("<!--app-->", "<!--app--><!--/app-->"));
  fs.writeFileSync(path.join(dir, "pages", "404.html"), "<!doctype html><html><body><h1>Page Not Found</h1></body></html>");
  return dir;
}

describe.each(DB_KINDS)("the trip page served by the server on %s", (kind) => {
  let t: TestApp;
  let clock: DeskClock;
  let staff: ReturnType<typeof request.agent>;
  let dist: string;

  beforeAll(async () => {
    clock = deskClock();
    clock.set(NOW);
    dist = builtSite();
    t = await buildTestApp(kind, { clock, web: staticWeb(dist), tripPages: builtTripPages(dist, undefined, async () => ssr) });
    staff = request.agent(t.app);
    await staff.post(apiPaths.login.href()).send(STAFF).expect(200);
  });
  afterAll(async () => {
    await t.close();
    clock.dispose();
    fs.rmSync(dist, { recursive: true, force: true });
  });

  /** A booking with a quote sent through the desk's API: two travellers at ₹60,000, starting 1 July 2027. */
  async function quoted(firstName: string) {
    const booking = (await seedBookings(t, [{ firstName, hoursAgo: 2, answered: true }]))[firstName];
    const res = await staff.post(apiPaths.bookingQuotes.href(booking.id)).send({ startDate: "2027-07-01", endDate: "2027-07-06", travellers: 2, pricePerPerson: 60_000 });
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    const account = (await staff.get(apiPaths.bookingAccount.href(booking.id)).expect(200)).body as Account;
    const tripPath = new URL(account.tripUrl!).pathname;
    return { booking, quote: res.body as Account["quotes"][number], tripPath };
  }

  it("when a quote's link is opened, then the server's HTML holds the quote, the schedule and Accept quote, with no-store, no-referrer and noindex", async () => {
    const { booking, quote, tripPath } = await quoted("Meera");
    const res = await request(t.app).get(tripPath);
    expect(res.status).toBe(200);
    expect(res.headers["content-type"]).toMatch(/text\/html/);
    expect(res.headers["cache-control"]).toBe("no-store");
    expect(res.headers["referrer-policy"]).toBe("no-referrer");
    expect(res.headers["x-robots-tag"]).toBe("noindex");
    // React separates adjacent text with empty comments; the visitor reads them as one line.
    const html = res.text.replaceAll("<!-- -->", "");
    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).toContain(`Hello ${booking.firstName}`);
    expect(html).toContain(booking.reference);
    expect(html).toContain(formatRupees(quote.total));
    expect(html).toContain("Due when you accept");
    for (const i of quote.schedule.slice(1)) expect(html).toContain(`Due ${formatDay(i.dueDate!)}`);
    expect(html).toContain(`action="${tripPath}/accept"`);
    expect(html).toContain(`name="quoteId" value="${quote.id}"`);
    // The browser hydrates from the same trip, carried as a data block.
    const data = /<script type="application\/json" id="trip-data">(.*?)<\/script>/.exec(html);
    expect(JSON.parse(data![1])).toMatchObject({ reference: booking.reference, quote: { id: quote.id } });
    for (const personal of [booking.email, booking.phone, booking.lastName]) expect(html).not.toContain(personal);
    expect((await request(t.app).get("/sitemap.xml")).text).not.toContain("/trip");
  });

  it("when Accept quote is posted as a form, then the quote is accepted once and the page reads the booking confirmed with the fixed schedule", async () => {
    const { booking, quote, tripPath } = await quoted("Anjali");
    const post = (origin: string) => request(t.app).post(`${tripPath}/accept`).set("Host", "127.0.0.1").set("Origin", origin).type("form").send({ quoteId: String(quote.id) });
    // The page is served with Referrer-Policy: no-referrer, so the browser posts its form with Origin: null.
    const first = await post("null");
    expect(first.status).toBe(303);
    expect(first.headers.location).toBe(tripPath);
    expect(first.headers["cache-control"]).toBe("no-store");
    // A second press (the browser re-posting, a double tap) is refused as already accepted, and lands on the same page.
    const second = await post("http://127.0.0.1");
    expect(second.status).toBe(303);

    const page = (await request(t.app).get(tripPath)).text.replaceAll("<!-- -->", "");
    expect(page).toContain("your booking is confirmed");
    expect(page).toContain(`Due ${formatDay("2027-03-01")}`);
    expect(page).not.toContain(`action="${tripPath}/accept"`);
    const account = (await staff.get(apiPaths.bookingAccount.href(booking.id)).expect(200)).body as Account;
    expect(account.accepted?.id).toBe(quote.id);
    const timeline = (await staff.get(apiPaths.bookingActivities.href(booking.id)).expect(200)).body as TimelineEntry[];
    expect(timeline.filter((a) => a.kind === "money" && a.event === "quote-accepted")).toHaveLength(1);
  });

  it("when the form is posted from another site or with a bad quote id, then nothing is accepted", async () => {
    const { booking, quote, tripPath } = await quoted("Kavya");
    const crossSite = await request(t.app).post(`${tripPath}/accept`).set("Origin", "https://evil.example").type("form").send({ quoteId: String(quote.id) });
    expect(crossSite.status).toBe(403);
    // Origin: null is let through for the trip's form only: no other state-changing route takes it.
    const opaque = await request(t.app).post(apiPaths.enquiries.href()).set("Origin", "null").send({});
    expect(opaque.status).toBe(403);
    const bad = await request(t.app).post(`${tripPath}/accept`).type("form").send({ quoteId: "1 or 1=1" });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toEqual([{ path: "quoteId", message: "Must be a quote's id" }]);
    const account = (await staff.get(apiPaths.bookingAccount.href(booking.id)).expect(200)).body as Account;
    expect(account.accepted).toBeNull();
  });

  it("when a link opens nothing, then a page saying where the link is and how to reach us answers 404, and 429 once the address has guessed 30 times, while a real link still opens there", async () => {
    const unknown = await request(t.app).get(`/trip/${"x".repeat(32)}`);
    expect(unknown.status).toBe(404);
    expect(unknown.text).toContain("This trip link does not work");
    for (const words of ["the e-mail with your quote", SITE.email, SITE.phoneDisplay, SITE.phoneHref, "https://wa.me/919843012345?text="]) expect(unknown.text).toContain(words);
    // The browser is told there is no trip, so it shows the same without asking again.
    expect(unknown.text).toContain(`<script type="application/json" id="trip-data">null</script>`);
    expect(unknown.headers["referrer-policy"]).toBe("no-referrer");
    expect(unknown.headers["cache-control"]).toBe("no-store");
    const { tripPath } = await quoted("Divya");
    for (let i = 1; i < 30; i++) expect((await request(t.app).get(`/trip/${String(i).padStart(32, "y")}`)).status).toBe(404);
    const limited = await request(t.app).get(`/trip/${"z".repeat(32)}`);
    expect(limited.status).toBe(429);
    expect(limited.text).toContain("This trip link does not work");
    // Past the bound a real link still opens: a stranger's guesses from a shared address shut nobody out.
    expect((await request(t.app).get(tripPath)).status).toBe(200);
    expect((await request(t.app).get(`/trip/${"w".repeat(32)}`)).status).toBe(429);
  });
});
