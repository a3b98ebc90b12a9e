import type { Page } from "playwright-core";
import { addDays, formatDay, formatRupees, todayIn, type Quote } from "@shared/money";
import type { Account } from "@shared/money/account-types";
import type { TimelineEntry } from "@shared/api-types";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { holdScripts } from "../../support/held-scripts";
import { useOwnServer } from "../../support/own-server";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { createEnquiry, enquiry, shot, textOf, trackConsole, unexpectedErrors, waitForHydration } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * The visitor's journey from quote to confirmed booking, in Chromium against a server of its own
 * whose mail goes to a real SMTP server: staff send a quote through the API, the visitor opens
 * the link from the e-mail at 390 px, reads the schedule and accepts; the desk reads it confirmed.
 */
const chrome = useBrowser();
const ADMIN = { username: "trip-admin", password: "trip-admin-password-1" };
const UPI_ID = "innerlight@okaxis";
const INSTRUCTIONS = "Bank transfer to Inner Light Journeys, HDFC Bank, account 50200012345678, IFSC HDFC0001234.";
const own = useOwnServer("trip", ADMIN, { env: { PAYMENT_INSTRUCTIONS: INSTRUCTIONS, PAYMENT_UPI_ID: UPI_ID }, staffApi: true });

async function open(viewport = PHONE, javaScriptEnabled = true): Promise<Page> {
  return (await own.context(chrome.browser, { viewport, javaScriptEnabled })).newPage();
}

/**
 * A visitor's enquiry and a quote sent for it through the desk's API: starting in 120 days, so the
 * domestic schedule has its three instalments. Answers the booking, the quote and the trip link
 * read from the quote e-mail the SMTP server received.
 */
async function quotedBooking(email: string): Promise<{ id: number; quote: Quote; link: string }> {
  const booking = await createEnquiry(own.visitor, enquiry({ email, groupSize: 6 }));
  const start = addDays(todayIn("Asia/Kolkata", new Date()), 120);
  const res = await own.staff.post(apiPaths.bookingQuotes.href(booking.id), {
    data: { startDate: start, endDate: addDays(start, 5), travellers: 6, pricePerPerson: 48_500 },
  });
  expect(res.status(), await res.text()).toBe(201);
  const quote = (await res.json()) as Quote;
  return { id: booking.id, quote, link: (await own.tripLinkMailedTo(email)).link };
}

async function account(id: number): Promise<Account> {
  const res = await own.staff.get(apiPaths.bookingAccount.href(id));
  expect(res.status()).toBe(200);
  return (await res.json()) as Account;
}

async function bookingStatus(id: number): Promise<string> {
  const res = await own.staff.get(apiPaths.booking.href(id));
  expect(res.status()).toBe(200);
  return ((await res.json()) as { status: string }).status;
}

/** The schedule table's rows as text, one per instalment. */
async function scheduleRows(page: Page): Promise<string[]> {
  const rows = page.getByRole("region", { name: "Payment schedule" }).getByRole("row");
  const texts = await rows.evaluateAll((els) => els.map((el) => (el.textContent ?? "").replace(/\s+/g, " ").trim()));
  return texts.slice(1);
}

describe("the trip page", () => {
  it("opens from the quote e-mail at 390 px, reads the schedule, accepts, and the desk reads the booking confirmed", async () => {
    const { id, quote, link } = await quotedBooking("trip-journey@example.com");
    const page = await open(PHONE);
    const errors = trackConsole(page);
    const answer = await page.goto(link);
    expect(answer?.status()).toBe(200);
    expect(answer?.headers()["cache-control"]).toBe("no-store");
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");

    await expect.poll(() => textOf(page.getByRole("heading", { level: 1 }))).not.toBe("");
    expect(await textOf(page.locator("main header"))).toContain("Hello Meera, here is your quote");
    expect(await textOf(page.getByRole("region", { name: "Your quote" }))).toContain(`6 travellers × ${formatRupees(48_500)}`);
    expect(await textOf(page.getByRole("region", { name: "Your quote" }))).toContain(`Group discount (10 %)`);
    const rows = await scheduleRows(page);
    expect(rows).toHaveLength(quote.schedule.length);
    expect(rows[0]).toContain("Due when you accept");
    quote.schedule.slice(1).forEach((i, n) => expect(rows[n + 1]).toContain(`Due ${formatDay(i.dueDate!)}`));
    expect(await page.getByRole("region", { name: "If you need to cancel" }).getByRole("listitem").first().textContent()).toMatch(/^If you cancel today: 95 % back \(until .+\)$/);
    await shot(page, "trip-quote-390", true);
    await expectNoAxeFindings(page, "open quote at 390 px");

    const accept = page.getByRole("button", { name: "Accept quote" });
    await waitForHydration(accept);
    await accept.click();
    await expect.poll(() => textOf(page.getByRole("status"))).toContain("Your booking is confirmed");
    expect(new URL(page.url()).pathname).toBe(new URL(link).pathname);
    expect(await page.getByRole("button", { name: "Accept quote" }).count()).toBe(0);
    const fixed = await scheduleRows(page);
    expect(fixed[0]).toContain(`Due ${formatDay(todayIn("Asia/Kolkata", new Date()))}`);
    expect(fixed[0]).toMatch(/Due$/);
    const next = page.getByRole("region", { name: "Next payment" });
    expect(await next.getByRole("img", { name: /^UPI QR code to pay ₹[\d,]+ to innerlight@okaxis$/ }).count()).toBe(1);
    expect(await next.getByRole("link", { name: "Pay with UPI" }).getAttribute("href")).toMatch(/^upi:\/\/pay\?pa=innerlight%40okaxis&/);
    expect(await textOf(next)).toContain("HDFC0001234");
    await shot(page, "trip-confirmed-390", true);
    await expectNoAxeFindings(page, "accepted quote at 390 px");

    const desk = await account(id);
    expect(desk.accepted?.id).toBe(quote.id);
    expect(desk.schedule.map((i) => i.amount).reduce((a, b) => a + b)).toBe(quote.total);
    expect(await bookingStatus(id)).toBe("confirmed");
    expect(unexpectedErrors(errors)).toEqual([]);

    const wide = await open(DESKTOP);
    await wide.goto(link);
    await expect.poll(() => textOf(wide.getByRole("heading", { level: 1 }))).not.toBe("");
    await shot(wide, "trip-confirmed-1280", true);
    await expectNoAxeFindings(wide, "accepted quote at 1280 px");
  });

  it("reads fully with scripts blocked, and Accept quote works as a form", async () => {
    const { id, quote, link } = await quotedBooking("trip-no-script@example.com");
    const page = await open(PHONE, false);
    await page.goto(link);
    expect(await textOf(page.getByRole("heading", { level: 1 }))).not.toBe("");
    expect(await scheduleRows(page)).toHaveLength(quote.schedule.length);
    expect(await textOf(page.getByRole("region", { name: "Your quote" }))).toContain(formatRupees(quote.total));
    expect(await page.getByRole("region", { name: "If you need to cancel" }).getByRole("listitem").count()).toBeGreaterThan(1);

    await page.getByRole("button", { name: "Accept quote" }).click();
    await expect.poll(() => textOf(page.locator("main header"))).toContain("your booking is confirmed");
    expect(page.url()).toBe(link);
    expect(await page.getByRole("region", { name: "Next payment" }).count()).toBe(1);
    expect((await account(id)).accepted?.id).toBe(quote.id);
    expect(await bookingStatus(id)).toBe("confirmed");
  });

  it("takes a press of Accept quote made before the scripts have run: accepted once, and the page reads confirmed", async () => {
    const { id, quote, link } = await quotedBooking("trip-early@example.com");
    const page = await open(PHONE);
    const errors = trackConsole(page);
    const held = await holdScripts(page);
    await page.goto(link, { waitUntil: "commit" });
    const accept = page.getByRole("button", { name: "Accept quote" });
    await accept.waitFor();
    expect(held.held()).toBeGreaterThan(0);
    // The server's HTML as a visitor without scripts reads it, too.
    await expectNoAxeFindings(page, "the server's HTML before the scripts run");
    // Pressed twice in a row before React runs: the browser posts the form twice; the second is refused as already accepted.
    await accept.dblclick({ noWaitAfter: true });
    await expect.poll(() => textOf(page.locator("main header"))).toContain("your booking is confirmed");
    expect(page.url()).toBe(link);
    held.release();
    await waitForHydration(page.getByRole("heading", { level: 1 }));
    expect(await page.getByRole("button", { name: "Accept quote" }).count()).toBe(0);

    const desk = await account(id);
    expect(desk.quotes.filter((q) => q.state === "accepted").map((q) => q.id)).toEqual([quote.id]);
    expect(await bookingStatus(id)).toBe("confirmed");
    // The timeline's entry is written in the acceptance's own transaction: one entry, one acceptance.
    const timeline = await own.staff.get(apiPaths.bookingActivities.href(id));
    const entries = (await timeline.json()) as TimelineEntry[];
    expect(entries.filter((a) => a.kind === "money" && a.event === "quote-accepted")).toHaveLength(1);
    expect(unexpectedErrors(errors)).toEqual([]);
  });

  it.each([
    ["390", PHONE],
    ["1280", DESKTOP],
  ])("answers an unknown link at %s px with where the link is and how to reach us, 404, uncached and out of any Referer, the same once its scripts run", async (width, viewport) => {
    const page = await open(viewport);
    const errors = trackConsole(page);
    const answer = await page.goto(`/trip/${"x".repeat(31)}`);
    expect(answer?.status()).toBe(404);
    expect(answer?.headers()["referrer-policy"]).toBe("no-referrer");
    const heading = page.getByRole("heading", { level: 1 });
    await waitForHydration(heading);
    expect(await textOf(heading)).toBe("This trip link does not work");
    expect(await textOf(page.locator("[data-trip-link-help]"))).toContain("Your trip's link is in the e-mail with your quote from us.");
    const ways = page.getByRole("list", { name: "Ways to reach us" });
    expect(await ways.getByRole("link", { name: "hello@innerlightjourneys.in" }).getAttribute("href")).toBe("mailto:hello@innerlightjourneys.in");
    expect(await ways.getByRole("link", { name: "+91 98430 12345" }).getAttribute("href")).toBe("tel:+919843012345");
    expect(await ways.getByRole("link", { name: "WhatsApp" }).getAttribute("href")).toMatch(/^https:\/\/wa\.me\/919843012345\?text=/);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
    await shot(page, `trip-link-does-not-work-${width}`);
    await expectNoAxeFindings(page, `trip link that does not work @${width}`);
    // The page itself is the 404; nothing else fails.
    expect(unexpectedErrors(errors, [{ status: 404, path: "/trip/" }])).toEqual([]);
  });
});
