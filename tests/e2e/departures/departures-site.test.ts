import type { APIRequestContext, Locator, Page } from "playwright-core";
import { departureDatesText } from "@shared/departures";
import { baseURL, DESKTOP, PHONE, useBrowser, openPage } from "../../support/browser";
import { holdScripts } from "../../support/held-scripts";
import { waitForReact } from "../../support/pages/site";
import { anonymousApi, fillAsPerson, shot, staffApi, textOf, uniqueTag, waitForHydration, waitLikeAPerson } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

const chrome = useBrowser();
const PAGE = "/queer-womens-retreats";

/** Departures a year ahead, so today's date never closes them during the run. */
const OPEN = { programme: "Creative Bloom", startDate: "2027-10-14", endDate: "2027-10-19", pricePerPerson: 58_000, places: 12 };
const LATER = { ...OPEN, startDate: "2027-12-02", endDate: "2027-12-07", pricePerPerson: 61_000, places: 4 };
// A six-figure price beside "Join the waiting list": the widest a card's departure gets on a phone.
const FULL = { programme: "Pride Transformation", startDate: "2027-11-03", endDate: "2027-11-08", pricePerPerson: 1_47_500, places: 1 };

let staff: APIRequestContext;
let visitor: APIRequestContext;

async function addDeparture(body: object): Promise<number> {
  const res = await staff.post(apiPaths.adminDepartures.href(), { data: body });
  if (res.status() !== 201) throw new Error(`departure refused: ${res.status()} ${await res.text()}`);
  return ((await res.json()) as { id: number }).id;
}

/** Someone else takes the departure's only place: an enquiry, a quote from the departure, and its acceptance. */
async function fillDeparture(departureId: number): Promise<void> {
  const enquiry = await visitor.post(apiPaths.enquiries.href(), {
    data: { firstName: "Noor", lastName: "Ali", email: `noor.${uniqueTag("full").toLowerCase()}@example.com`, phone: "+91 98450 12345", country: "India", tripType: "retreat", tripCategory: "Sapphic Retreats", groupSize: 1, departureId },
  });
  const booking = (await enquiry.json()) as { id: number };
  const quote = (await (await staff.post(apiPaths.bookingQuotes.href(booking.id), { data: { departureId, travellers: 1 } })).json()) as { id: number; tripUrl: string };
  const token = quote.tripUrl.slice(quote.tripUrl.lastIndexOf("/") + 1);
  const accepted = await visitor.post(apiPaths.tripAccept.href(token), { data: { quoteId: quote.id }, headers: { Origin: new URL(quote.tripUrl).origin } });
  if (accepted.status() !== 200) throw new Error(`acceptance refused: ${accepted.status()} ${await accepted.text()}`);
}

const card = (page: Page, programme: string): Locator => page.getByRole("article").filter({ has: page.getByRole("heading", { name: programme, exact: true }) });

/** The page's schema.org Events, parsed as a search engine reads them. */
async function events(page: Page): Promise<{ name: string; startDate: string; offers: { price: number; priceCurrency: string; availability: string } }[]> {
  const blocks = await page.locator('script[type="application/ld+json"]').allTextContents();
  return blocks.map((b) => JSON.parse(b) as { "@graph"?: unknown[] }).flatMap((d) => (d["@graph"] ?? []) as never[]);
}

describe("departures on the site", () => {
  beforeAll(async () => {
    staff = await staffApi();
    visitor = await anonymousApi();
    await addDeparture(OPEN);
    await addDeparture(LATER);
    await fillDeparture(await addDeparture(FULL));
  });
  afterAll(async () => {
    await staff?.dispose();
    await visitor?.dispose();
  });

  it("when scripts are blocked, then each card shows its next departure, price, places and every date, and the page's structured data names each as an Event with its availability", async () => {
    const noScripts = await chrome.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: baseURL() });
    const p = await noScripts.newPage();
    try {
      await p.goto(PAGE);
      const bloom = card(p, "Creative Bloom").getByTestId("departures");
      const text = await textOf(bloom);
      expect(text).toContain(`Next departure${departureDatesText(OPEN.startDate, OPEN.endDate)}`);
      expect(text).toContain("₹58,000 per person");
      // Every upcoming date is in the page, behind a disclosure that opens without scripts.
      await bloom.locator("summary").click();
      expect(await textOf(bloom.locator("details"))).toContain(`${departureDatesText(LATER.startDate, LATER.endDate)}₹61,000 per person4 places left`);
      const pride = card(p, "Pride Transformation").getByTestId("departures");
      expect(await textOf(pride)).toContain("Full");
      expect(await pride.getByRole("button", { name: /Join the waiting list/ }).count()).toBe(1);
      // The card stays the phone's width: the page never scrolls sideways.
      expect(await p.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
      const box = (await card(p, "Pride Transformation").boundingBox())!;
      expect(box.x + box.width).toBeLessThanOrEqual(PHONE.width);
      // "Join the waiting list" goes below the dates rather than squeeze them: the price reads on one line.
      const price = pride.getByText(/per person$/).first();
      expect((await price.boundingBox())!.height).toBeLessThan(30);
      await pride.scrollIntoViewIfNeeded();
      await shot(p, "departures-full-card-390");
      expect(await textOf(card(p, "Queer Unity Retreat").getByTestId("departures"))).toBe("Dates on request");
      await shot(p, "departures-no-scripts-390");

      const found = await events(p);
      const bloomEvent = found.find((e) => e.startDate === OPEN.startDate && e.name.startsWith("Creative Bloom"));
      expect(bloomEvent?.offers).toMatchObject({ price: 58_000, priceCurrency: "INR", availability: "https://schema.org/InStock" });
      expect(found.find((e) => e.startDate === LATER.startDate)?.offers.availability).toBe("https://schema.org/InStock");
      expect(found.find((e) => e.name.startsWith("Pride Transformation"))?.offers.availability).toBe("https://schema.org/SoldOut");
    } finally {
      await noScripts.close();
    }
  });

  it("when the desk adds a departure, then the page shows it at once and the API lists it", async () => {
    const { context, page } = await openPage(chrome.browser, DESKTOP);
    try {
      const added = { programme: "Mind, Body & Pride", startDate: "2027-09-06", endDate: "2027-09-10", pricePerPerson: 39_000, places: 3 };
      await page.goto(PAGE);
      expect(await textOf(card(page, "Mind, Body & Pride").getByTestId("departures"))).toBe("Dates on request");
      await addDeparture(added);
      // Within 60 s (the server's read lasts 15 s); in one process the desk's change shows at once.
      await expect
        .poll(async () => {
          await page.reload();
          return textOf(card(page, "Mind, Body & Pride").getByTestId("departures"));
        }, { timeout: 60_000, interval: 2_000 })
        .toContain(`${departureDatesText(added.startDate, added.endDate)}₹39,000 per person3 places left`);
      const api = (await (await visitor.get(apiPaths.departures.href("Mind, Body & Pride"))).json()) as { placesLeft: number; availability: string }[];
      expect(api).toEqual([expect.objectContaining({ startDate: added.startDate, placesLeft: 3, availability: "few" })]);
    } finally {
      await context.close();
    }
  });

  it.each([
    ["390", PHONE],
    ["1280", DESKTOP],
  ])("when a visitor presses Book on a departure at %s px, then the dialog opens with its dates chosen and the enquiry is sent for it", async (width, viewport) => {
    const { context, page } = await openPage(chrome.browser, viewport);
    try {
      await page.goto(PAGE);
      const dates = departureDatesText(OPEN.startDate, OPEN.endDate);
      const book = card(page, "Creative Bloom").getByRole("button", { name: `Book ${dates}` });
      await waitForHydration(book);
      await book.click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor({ state: "visible" });
      const openedAt = Date.now();
      expect(await textOf(dialog.getByTestId("enquiry-programme"))).toBe(`Creative Bloom · ${dates}`);
      const picker = dialog.getByTestId("departure-picker");
      expect(await picker.getByRole("radio", { name: new RegExp(dates) }).isChecked()).toBe(true);
      expect(await picker.getByRole("radio", { name: /Other dates/ }).count()).toBe(1);
      // The departure's dates are the enquiry's: the free dates field is hidden until Other dates.
      expect(await dialog.getByRole("button", { name: /Preferred Dates/ }).count()).toBe(0);
      await shot(page, `departures-dialog-${width}`);
      const tag = uniqueTag("Dep");
      await fillAsPerson(page, dialog, { firstName: "Ira", lastName: `Sen ${tag}`, email: `ira.${tag.toLowerCase()}@example.com`, phone: "+91 94430 22334", state: "Kerala", whyThisTrip: "Painting by the sea." });
      await waitLikeAPerson(openedAt);
      const sent = page.waitForResponse((r) => r.url().endsWith(apiPaths.enquiries.href()) && r.request().method() === "POST");
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
      const body = (await (await sent).json()) as { departureId: number; preferredDates: string; sourceProgramme: string };
      expect(body).toMatchObject({ preferredDates: dates, sourceProgramme: "Creative Bloom" });
      expect(body.departureId).toBeGreaterThan(0);
      await dialog.getByTestId("enquiry-sent").waitFor();
      expect(await dialog.getByTestId("enquiry-waitlist").count()).toBe(0);
    } finally {
      await context.close();
    }
  });

  it("when a visitor joins the waiting list of a full departure, then the confirmation says You're on the waiting list with the position", async () => {
    const { context, page } = await openPage(chrome.browser, PHONE);
    try {
      await page.goto(PAGE);
      const join = card(page, "Pride Transformation").getByRole("button", { name: /Join the waiting list/ });
      await waitForHydration(join);
      await join.click();
      const dialog = page.getByRole("dialog");
      await dialog.waitFor({ state: "visible" });
      const openedAt = Date.now();
      const tag = uniqueTag("Wait");
      await fillAsPerson(page, dialog, { firstName: "Zoya", lastName: `Das ${tag}`, email: `zoya.${tag.toLowerCase()}@example.com`, phone: "+91 94430 55667", state: "Goa", whyThisTrip: "Next time, then." });
      await waitLikeAPerson(openedAt);
      await dialog.getByRole("button", { name: "Submit Inquiry" }).click();
      const note = dialog.getByTestId("enquiry-waitlist");
      await note.waitFor();
      expect(await textOf(note)).toMatch(/^You're on the waiting list.*number \d+ in line/);
      await shot(page, "departures-waitlist-390");
    } finally {
      await context.close();
    }
  });

  it("when Book on a departure is pressed before the scripts run, then the dialog opens with that departure once they do", async () => {
    const { context, page } = await openPage(chrome.browser, PHONE);
    try {
      // The small entry module comes with the page in real visits; React's start-up is held back.
      const scripts = await holdScripts(page, /\/assets\/index-[^/]*\.js/);
      await page.goto(PAGE, { waitUntil: "commit" });
      await page.locator('link[rel="stylesheet"]').waitFor({ state: "attached" });
      const dates = departureDatesText(OPEN.startDate, OPEN.endDate);
      const book = card(page, "Creative Bloom").getByRole("button", { name: `Book ${dates}` });
      await book.click();
      scripts.release();
      await waitForReact(page);
      const dialog = page.getByRole("dialog");
      await dialog.waitFor({ state: "visible", timeout: 20_000 });
      expect(await textOf(dialog.getByTestId("enquiry-programme"))).toBe(`Creative Bloom · ${dates}`);
    } finally {
      await context.close();
    }
  });
});
