import type { APIRequestContext, Page } from "playwright-core";
import { addDays, formatDay, todayIn } from "@shared/money";
import { departureDatesText } from "@shared/departures";
import type { BookingDetail } from "@shared/api-types";
import { deskTime } from "@shared/desk-clock";
import { apiPaths } from "@shared/api-paths";
import type { Account } from "@shared/money/account-types";
import { baseURL, DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { openView } from "../../support/pages/desk-views";
import { anonymousApi, enquiry, fillAsPerson, shot, staffApi, staffUser, textOf, uniqueTag, waitForHydration, waitLikeAPerson } from "../../support/pages/journey";

/**
 * Places held fairly in Chromium, on the browser tests' server, seeded through its API (programmes no
 * other browser test gives departures, so the cards show these): a private room chosen in the enquiry dialog reaches the desk's quote and the visitor's; a place
 * freed by a cancellation is offered to the first in line, whose row says so with the time the offer
 * ends, and **Extend offer** and **Skip** work from the desk; staff add a departure with private rooms
 * and a minimum through the form and see them on its row.
 */
const chrome = useBrowser();
const POLL = { timeout: 15_000 };
const ZONE = "Asia/Kolkata";
const today = () => todayIn(ZONE, new Date());

let staff: APIRequestContext;
let visitor: APIRequestContext;
beforeAll(async () => {
  staff = await staffApi();
  visitor = await anonymousApi();
});
afterAll(async () => {
  await staff?.dispose();
  await visitor?.dispose();
});

/** An address of this run, so a second run on the same server meets none of the first's bookings. */
const address = (who: string) => `${who}.${uniqueTag("p").toLowerCase()}@example.com`;

async function addDeparture(body: object): Promise<number> {
  const res = await staff.post(apiPaths.adminDepartures.href(), { data: body });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** An enquiry for the departure, as the dialog sends it. */
async function enquire(departureId: number, email: string, groupSize = 1): Promise<{ id: number; waitlistPosition?: number }> {
  const res = await visitor.post(apiPaths.enquiries.href(), { data: { ...enquiry({ email, groupSize }), departureId } });
  expect(res.status(), await res.text()).toBe(201);
  return (await res.json()) as { id: number; waitlistPosition?: number };
}

/** A quote from the departure, accepted by its visitor: the places are taken. */
async function takePlaces(departureId: number, email: string, travellers = 1): Promise<number> {
  const booking = await enquire(departureId, email, travellers);
  const sent = await staff.post(apiPaths.bookingQuotes.href(booking.id), { data: { departureId, travellers } });
  expect(sent.status(), await sent.text()).toBe(201);
  const quote = (await sent.json()) as { id: number; tripUrl: string };
  const accepted = await visitor.post(apiPaths.tripAccept.href(quote.tripUrl.slice(quote.tripUrl.lastIndexOf("/") + 1)), { data: { quoteId: quote.id } });
  expect(accepted.status(), await accepted.text()).toBe(200);
  return booking.id;
}

async function bookingRow(id: number): Promise<BookingDetail> {
  const res = await staff.get(apiPaths.booking.href(id));
  expect(res.status()).toBe(200);
  return (await res.json()) as BookingDetail;
}

const contexts: { close(): Promise<void> }[] = [];
afterEach(async () => {
  for (const c of contexts.splice(0)) await c.close();
});

async function pageAt(viewport: typeof DESKTOP, signedIn = false): Promise<Page> {
  const context = await chrome.browser.newContext({ viewport, baseURL: baseURL() });
  context.setDefaultTimeout(15_000);
  contexts.push(context);
  if (signedIn) expect((await context.request.post(apiPaths.login.href(), { data: staffUser() })).status()).toBe(200);
  return context.newPage();
}

async function deskAt(viewport: typeof DESKTOP, path: string): Promise<Page> {
  const page = await pageAt(viewport, true);
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto(path);
  return page;
}

/** Whether the page is wider than its window (something spills out sideways). */
const spills = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe("places held fairly", () => {
  it("a private room chosen in the dialog at 390×844 reaches the desk's quote and the visitor's, with the Private room supplement line", async () => {
    const start = addDays(today(), 75);
    const end = addDays(start, 4);
    await addDeparture({ programme: "Transform & Rise", startDate: start, endDate: end, pricePerPerson: 58_000, places: 8, privateRooms: 2, privateRoomSupplement: 12_000 });
    const dates = departureDatesText(start, end);

    const site = await pageAt(PHONE);
    await site.goto("/womens-retreats");
    const card = site.getByRole("article").filter({ has: site.getByRole("heading", { name: "Transform & Rise", exact: true }) });
    expect(await textOf(card.getByTestId("departures"))).toContain("Private room +₹12,000");
    const book = card.getByRole("button", { name: `Book ${dates}` });
    await waitForHydration(book);
    await book.click();
    const dialog = site.getByRole("dialog");
    await dialog.waitFor({ state: "visible" });
    const openedAt = Date.now();
    const rooms = dialog.getByTestId("private-room-choice").getByLabel("Private room");
    expect(await rooms.locator("option").allTextContents()).toEqual(["No private room: sharing is fine", "1 private room (+₹12,000 per person)", "2 private rooms (+₹12,000 per person)"]);
    await rooms.selectOption({ label: "1 private room (+₹12,000 per person)" });
    await rooms.scrollIntoViewIfNeeded();
    await shot(site, "places-dialog-room-390");
    const email = address("room");
    await fillAsPerson(site, dialog, { firstName: "Lata", lastName: "Menon", email, phone: "+91 94430 55667", state: "Kerala", whyThisTrip: "A room of my own to write in." });
    await waitLikeAPerson(openedAt);
    const sent = site.waitForResponse((r) => r.url().endsWith(apiPaths.enquiries.href()) && r.request().method() === "POST");
    await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
    const stored = (await (await sent).json()) as { id: number };
    expect((await bookingRow(stored.id)).privateRoomsWished).toBe(1);
    await dialog.getByTestId("enquiry-sent").waitFor();

    // The desk's quote for that booking starts from the room wished for, and prices it.
    const desk = await deskAt(DESKTOP, `/admin/bookings?id=${stored.id}`);
    await desk.locator("[data-money]").waitFor();
    await desk.getByRole("button", { name: "Quote", exact: true }).click();
    const form = desk.getByRole("form", { name: "Quote" });
    const preset = form.getByLabel("Private room", { exact: true });
    await expect.poll(() => preset.inputValue(), POLL).toBe("1");
    expect(await textOf(form)).toContain("the visitor asked for 1");
    await expect.poll(() => textOf(form.getByLabel("Quote lines")), POLL).toContain("Private room supplement₹12,000");
    await form.getByLabel("Quote lines").scrollIntoViewIfNeeded();
    await shot(desk, "places-quote-room-1280");
    await form.getByRole("button", { name: "Send quote" }).click();
    await form.waitFor({ state: "detached" });

    // The visitor's quote, on the trip page the e-mail links to, has the line too.
    const account = (await (await staff.get(apiPaths.bookingAccount.href(stored.id))).json()) as Account;
    expect(account.tripUrl).toBeTruthy();
    await site.goto(new URL(account.tripUrl!).pathname);
    await expect.poll(() => textOf(site.locator("main")), POLL).toContain("Private room supplement");
    await shot(site, "places-trip-room-390", true);
  });

  it("at 1280×800 a place freed by a cancellation is offered to the first in line, its row says Place offered until its end; Extend offer moves the end on, Skip passes it to the next", async () => {
    const start = addDays(today(), 90);
    const departureId = await addDeparture({ programme: "Women Empowerment Retreat", startDate: start, endDate: addDays(start, 4), pricePerPerson: 64_000, places: 1 });
    const holder = await takePlaces(departureId, address("holder"));
    const first = await enquire(departureId, address("first"));
    const second = await enquire(departureId, address("second"));
    expect([first.waitlistPosition, second.waitlistPosition]).toEqual([1, 2]);
    const cancelled = await staff.post(apiPaths.bookingCancellation.href(holder), { data: { reason: "visitor", settlement: "refund" } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const offered = await bookingRow(first.id);
    expect(offered).toMatchObject({ placeFree: true, waitlisted: true });
    const until = (iso: string) => `Place offered until ${deskTime(new Date(iso), ZONE)}`;

    const page = await deskAt(DESKTOP, "/admin/bookings");
    await openView(page, /^Waiting list/);
    const row = (id: number) => page.locator("article").filter({ has: page.locator(`[data-open-booking="${id}"]`) });
    await expect.poll(() => textOf(row(first.id)), POLL).toContain(until(offered.offeredUntil!));
    expect(await textOf(row(first.id))).toContain("1st in line");
    expect(await textOf(row(second.id))).not.toContain("Place offered");
    expect(await spills(page)).toBe(false);
    await shot(page, "places-offered-rows-1280");

    // Opened, the booking offers Extend offer and Skip beside its departure.
    await row(first.id).locator(`[data-open-booking="${first.id}"]`).click();
    const departure = page.locator("[data-booking-departure]");
    await departure.getByRole("button", { name: "Extend offer" }).click();
    await expect.poll(async () => (await bookingRow(first.id)).offeredUntil, POLL).not.toBe(offered.offeredUntil);
    const extended = (await bookingRow(first.id)).offeredUntil!;
    expect(new Date(extended).getTime() - new Date(offered.offeredUntil!).getTime()).toBe(48 * 3_600_000);
    await expect.poll(() => textOf(row(first.id)), POLL).toContain(until(extended));
    await departure.scrollIntoViewIfNeeded();
    await shot(page, "places-offer-opened-1280");

    await departure.getByRole("button", { name: "Skip" }).click();
    await expect.poll(() => textOf(page.locator("[data-booking-departure]")), POLL).toContain("Offer lapsed");
    // The first left the line; the next in line holds the offer now.
    await page.reload();
    const passed = (await bookingRow(second.id)).offeredUntil!;
    await expect.poll(() => textOf(row(second.id)), POLL).toContain(until(passed));
    expect(await textOf(row(second.id))).toContain("1st in line");
    expect(await bookingRow(first.id)).toMatchObject({ offerLapsed: true, waitlisted: false, placeFree: false });
    await shot(page, "places-offer-passed-1280");
  });

  it("at 390×844 the departure's own line offers Skip and Extend offer on the row holding the offer, and says Offer lapsed once it is skipped", async () => {
    // A day of its own, so a second run on the same server finds one departure of that name.
    const start = addDays(today(), 150 + Math.floor(Math.random() * 200));
    const end = addDays(start, 4);
    const departureId = await addDeparture({ programme: "Women Empowerment Retreat", startDate: start, endDate: end, pricePerPerson: 64_000, places: 1 });
    const holder = await takePlaces(departureId, address("holder"));
    const first = await enquire(departureId, address("first"));
    const second = await enquire(departureId, address("second"));
    const cancelled = await staff.post(apiPaths.bookingCancellation.href(holder), { data: { reason: "visitor", settlement: "refund" } });
    expect(cancelled.status(), await cancelled.text()).toBe(200);
    const offered = await bookingRow(first.id);
    expect(offered).toMatchObject({ placeFree: true, reference: expect.any(String) });

    const page = await deskAt(PHONE, "/admin/bookings?tab=departures");
    await page.getByRole("button", { name: `Women Empowerment Retreat, ${departureDatesText(start, end)}`, exact: true }).click();
    const bookingsOf = page.getByRole("region", { name: `Bookings of Women Empowerment Retreat, ${departureDatesText(start, end)}` });
    const line = bookingsOf.locator('[data-stage="waiting"]');
    const rowOf = (reference: string) => line.locator(`[data-departure-booking="${reference}"]`);
    const firstRow = rowOf(offered.reference);
    await expect.poll(() => textOf(firstRow), POLL).toContain(`Place offered until ${deskTime(new Date(offered.offeredUntil!), ZONE)}`);
    const secondRef = (await bookingRow(second.id)).reference;
    expect(await rowOf(secondRef).getByRole("button").count()).toBe(0);
    expect(await spills(page)).toBe(false);
    await firstRow.scrollIntoViewIfNeeded();
    await shot(page, "places-departure-line-390");

    await firstRow.getByRole("button", { name: /^Extend offer to / }).click();
    await expect.poll(async () => (await bookingRow(first.id)).offeredUntil, POLL).not.toBe(offered.offeredUntil);
    await firstRow.getByRole("button", { name: /^Skip / }).click();
    // The line as it is now: the second holds the offer, the first let it go and is listed with the enquiries.
    await expect.poll(() => textOf(rowOf(secondRef)), POLL).toContain("Place offered until");
    const enquiries = bookingsOf.locator('[data-stage="enquiry"]');
    await expect.poll(() => textOf(enquiries.locator(`[data-departure-booking="${offered.reference}"]`)), POLL).toContain("Offer lapsed");
    expect(await bookingRow(first.id)).toMatchObject({ offerLapsed: true, waitlisted: false });
    expect(await spills(page)).toBe(false);
    await shot(page, "places-departure-line-skipped-390");
  });

  it.each([
    ["1280", DESKTOP, "Soul & Identity Retreat", 120],
    ["390", PHONE, "Work-Life Harmony Retreat", 130],
  ] as const)("at %s px, staff add a departure with private rooms and a minimum through the form and see them on its row", async (width, viewport, programme, daysAhead) => {
    // The widest a row gets: a long programme, dates across two months, a six-figure price.
    if (viewport === DESKTOP) {
      const wide = addDays(today(), 140);
      await addDeparture({ programme: "Thailand Work & Island Paradise: Chiang Mai & Koh Phangan", startDate: wide, endDate: addDays(wide, 30), pricePerPerson: 1_88_000, places: 160, minimum: 100 });
    }
    const page = await deskAt(viewport, "/admin/bookings?tab=departures");
    await page.getByRole("heading", { name: "Departures", level: 2 }).waitFor();
    const start = addDays(today(), daysAhead);
    const end = addDays(start, 5);
    const decideBy = addDays(start, -30);
    const dates = departureDatesText(start, end);

    await page.getByRole("button", { name: "Add departure" }).click();
    const form = page.getByRole("form", { name: "Add departure" });
    await form.getByLabel("Programme").selectOption(programme);
    await form.getByLabel("Start date", { exact: true }).fill(start);
    await form.getByLabel("End date", { exact: true }).fill(end);
    await form.getByLabel("Price per person (₹)").fill("58,000");
    await form.getByLabel("Places", { exact: true }).fill("12");
    // Its day to decide follows the start until staff choose one.
    await expect.poll(() => form.getByLabel("Decide by", { exact: true }).inputValue(), POLL).toBe(addDays(start, -45));
    await form.getByLabel("Private rooms", { exact: true }).fill("13");
    await form.getByLabel("Private room supplement (₹)").fill("12,000");
    await form.getByLabel("Minimum to run (travellers)").fill("4");
    await form.getByLabel("Decide by", { exact: true }).fill(decideBy);
    await form.getByRole("button", { name: "Add departure" }).click();
    // More rooms than places: refused beside the field.
    await expect.poll(() => textOf(form), POLL).toContain("Must be at most the places (12)");
    await shot(page, `places-form-refused-${width}`);
    await form.getByLabel("Private rooms", { exact: true }).fill("3");
    await form.getByLabel("Private rooms", { exact: true }).scrollIntoViewIfNeeded();
    await shot(page, `places-form-${width}`);
    expect(await spills(page)).toBe(false);
    await form.getByRole("button", { name: "Add departure" }).click();
    await form.waitFor({ state: "detached" });

    const row = page.locator("[data-departure-list] tr[data-departure]").filter({ has: page.getByRole("button", { name: `${programme}, ${dates}`, exact: true }) });
    await row.waitFor();
    const id = Number(await row.getAttribute("data-departure"));
    const stored = (await (await staff.get(apiPaths.adminDeparture.href(id))).json()) as Record<string, unknown>;
    expect(stored).toMatchObject({ places: 12, privateRooms: 3, privateRoomSupplement: 12_000, privateRoomsLeft: 3, minimum: 4, decideBy, guaranteed: false });
    expect(await textOf(row.locator("[data-minimum]"))).toBe(`4 more needed by ${departureDatesText(decideBy, decideBy)}`);
    expect(await spills(page)).toBe(false);
    // On a laptop the whole row is in view: the table needs no sideways scrolling.
    if (viewport === DESKTOP) {
      const fit = await page.locator("[data-departure-scroller]").evaluate((el) => ({ table: el.scrollWidth, room: el.clientWidth }));
      console.log(`Departures table at 1280 px: ${fit.table} px wide in ${fit.room} px`);
      expect(fit.table).toBeLessThanOrEqual(fit.room);
    }
    await shot(page, `places-table-${width}`);

    await row.getByRole("button", { name: `${programme}, ${dates}`, exact: true }).click();
    const facts = page.locator(`[data-departure-opened="${id}"] [data-run-facts]`);
    await facts.waitFor();
    expect(await textOf(facts)).toBe(`Private room: 3 of 3 left, ₹12,000 per person · Minimum to run: 4 travellers, 4 more needed by ${formatDay(decideBy)}`);
    expect(await spills(page)).toBe(false);
    await shot(page, `places-row-opened-${width}`);

    // The table keeps its columns' words, Places left among them.
    const headers = await page.locator("[data-departure-list] thead th").allTextContents();
    expect(headers).toContain("Places left");
  });
});
