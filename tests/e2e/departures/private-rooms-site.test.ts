import type { APIRequestContext, Locator, Page } from "playwright-core";
import { apiPaths } from "@shared/api-paths";
import { baseURL, PHONE, useBrowser } from "../../support/browser";
import { anonymousApi, staffApi, textOf, uniqueTag } from "../../support/pages/journey";

const chrome = useBrowser();
const PAGE = "/womens-retreats";
/** A year ahead, so today's date never closes it during the run. */
const RUNS = { programme: "She Leads", startDate: "2027-10-21", endDate: "2027-10-25", pricePerPerson: 64_000, places: 6, privateRooms: 2, privateRoomSupplement: 12_000, minimum: 1 };

let staff: APIRequestContext;
let visitor: APIRequestContext;

const card = (page: Page, programme: string): Locator => page.getByRole("article").filter({ has: page.getByRole("heading", { name: programme, exact: true }) });

describe("private rooms and a minimum on the cards", () => {
  beforeAll(async () => {
    staff = await staffApi();
    visitor = await anonymousApi();
    const added = await staff.post(apiPaths.adminDepartures.href(), { data: RUNS });
    if (added.status() !== 201) throw new Error(`departure refused: ${added.status()} ${await added.text()}`);
    const departureId = ((await added.json()) as { id: number }).id;
    // One traveller is accepted: the minimum of one is taken.
    const enquiry = await visitor.post(apiPaths.enquiries.href(), {
      data: { firstName: "Meera", lastName: "Rao", email: `meera.${uniqueTag("runs").toLowerCase()}@example.com`, phone: "+91 98450 12345", country: "India", tripType: "retreat", tripCategory: "Women's Retreats", groupSize: 1, departureId },
    });
    const booking = (await enquiry.json()) as { id: number };
    const quote = (await (await staff.post(apiPaths.bookingQuotes.href(booking.id), { data: { departureId, travellers: 1 } })).json()) as { id: number; tripUrl: string };
    const token = quote.tripUrl.slice(quote.tripUrl.lastIndexOf("/") + 1);
    const accepted = await visitor.post(apiPaths.tripAccept.href(token), { data: { quoteId: quote.id }, headers: { Origin: new URL(quote.tripUrl).origin } });
    if (accepted.status() !== 200) throw new Error(`acceptance refused: ${accepted.status()} ${await accepted.text()}`);
  });
  afterAll(async () => {
    await staff?.dispose();
    await visitor?.dispose();
  });

  it("when a departure's minimum is taken and it has rooms left, then its card says Guaranteed to run and Private room +₹12,000 in the HTML as first served", async () => {
    const noScripts = await chrome.browser.newContext({ viewport: PHONE, javaScriptEnabled: false, baseURL: baseURL() });
    const p = await noScripts.newPage();
    try {
      await p.goto(PAGE);
      const text = await textOf(card(p, RUNS.programme).getByTestId("departures"));
      expect(text).toContain("Guaranteed to run");
      expect(text).toContain("Private room +₹12,000");
    } finally {
      await noScripts.close();
    }
  });
});
