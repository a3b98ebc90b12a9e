import type { BrowserContext, Page } from "playwright-core";
import { addDays, todayIn } from "@shared/money";
import { DESKTOP, PHONE, baseURL, useBrowser } from "../../support/browser";
import { createEnquiry, deskCards, enquiry, openDesk, shot, uniqueTag, useStaffApi, useVisitorApi, type StoredBooking } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * The list beside an open booking, in Chromium at 1280×800: rows keep one height whatever chips
 * they carry (waiting list, money due, traveller details), so ten or more show; a link to a
 * confirmed booking lands where it is listed, and a view that does not hold it pins it on top.
 */
const chrome = useBrowser();
const api = useStaffApi();
const visitor = useVisitorApi();
const PROGRAMME = "Thailand Work & Island Paradise: Chiang Mai & Koh Phangan";

let tag: string;
let confirmed: StoredBooking;
const waiting: StoredBooking[] = [];

beforeAll(async () => {
  tag = uniqueTag("Open");
  // A day of its own for this run's departure (two places), so a rerun on the same server never meets a 409.
  const start = addDays(todayIn("Asia/Kolkata", new Date()), 200 + (Date.now() % 97));
  const made = await api.staff.post(apiPaths.adminDepartures.href(), { data: { programme: PROGRAMME, startDate: start, endDate: addDays(start, 14), pricePerPerson: 245_000, places: 2 } });
  expect(made.status(), await made.text()).toBe(201);
  const departureId = ((await made.json()) as { id: number }).id;
  const person = (i: number) => enquiry({ firstName: "Annapoorneswari", lastName: `${tag.slice(-3)}${String.fromCharCode(65 + i)}`, email: `open${i}.${tag.toLowerCase()}@example.com`, groupSize: 2, whyThisTrip: `A long-planned journey. Tag ${tag}` });

  confirmed = await createEnquiry(visitor.api, Object.assign(person(0), { departureId }));
  const quote = (await (await api.staff.post(apiPaths.bookingQuotes.href(confirmed.id), { data: { departureId, travellers: 2 } })).json()) as { id: number; tripUrl: string };
  const token = quote.tripUrl.slice(quote.tripUrl.lastIndexOf("/") + 1);
  const accepted = await visitor.api.post(apiPaths.tripAccept.href(token), { data: { quoteId: quote.id }, headers: { Origin: new URL(quote.tripUrl).origin } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  // The departure is full: every later group of two waits in line.
  for (let i = 1; i <= 13; i++) waiting.push(await createEnquiry(visitor.api, Object.assign(person(i), { departureId })));
});

let context: BrowserContext;
let page: Page;
afterEach(async () => {
  await context?.close();
});

async function deskAt(viewport: { width: number; height: number }, query: string): Promise<void> {
  context = await chrome.browser.newContext({ viewport, baseURL: baseURL() });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openDesk(context, page, query);
}

const panel = () => page.getByRole("region", { name: /^Enquiry / });

describe("the list beside an open booking", () => {
  it("at 1280×800 keeps every row one height, chips and all, so ten or more are in view", async () => {
    await deskAt(DESKTOP, `?view=all&q=${tag}&id=${confirmed.id}`);
    await panel().getByText(/^Enquiry from /).waitFor({ state: "visible" });
    await expect.poll(() => deskCards(page).count()).toBe(14);
    const boxes = await deskCards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom, height: r.height })));
    const visible = boxes.filter((b) => b.top >= 0 && b.bottom <= DESKTOP.height).length;
    const heights = boxes.map((b) => Math.round(b.height));
    console.log(`Bookings beside an open booking at 1280×800: ${visible} rows in view, row heights ${Math.min(...heights)}–${Math.max(...heights)} px`);
    await shot(page, "desk-open-booking-rows-1280");
    expect(Math.max(...heights) - Math.min(...heights)).toBeLessThanOrEqual(1);
    expect(visible).toBeGreaterThanOrEqual(10);
  });

  it("a link to a confirmed booking lands on All and shows it in the list; Needs reply pins it on top", async () => {
    await deskAt(DESKTOP, `?id=${confirmed.id}`);
    await panel().getByText(/^Enquiry from /).waitFor({ state: "visible" });
    await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe("all");
    const row = page.locator(`[data-desk-list] [data-open-booking="${confirmed.id}"]`);
    await row.waitFor({ state: "visible" });
    await shot(page, "desk-open-booking-link-1280");

    await page.goto(`/admin/bookings?view=needs-reply&id=${confirmed.id}`);
    const pinned = page.getByRole("region", { name: "Open booking, not in this view" });
    await pinned.waitFor({ state: "visible" });
    expect(await pinned.getByRole("article").count()).toBe(1);
    expect(await pinned.getByRole("article").textContent()).toContain(`Annapoorneswari ${tag.slice(-3)}A`);
    await shot(page, "desk-open-booking-pinned-1280");
  });

  it("at 390 px the rows with chips still read, and the page is no wider than the window", async () => {
    await deskAt(PHONE, `?view=all&q=${tag}`);
    await expect.poll(() => deskCards(page).count()).toBe(14);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= document.documentElement.clientWidth + 1)).toBe(true);
    await shot(page, "desk-open-booking-rows-390");
  });
});
