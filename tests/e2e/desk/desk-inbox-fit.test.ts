import type { BrowserContext, Locator, Page } from "playwright-core";
import { BOOKING_VIEWS } from "@shared/booking-views";
import { DESKTOP, PHONE, baseURL, useBrowser } from "../../support/browser";
import { createEnquiry, deskCards, enquiry, openDesk, shot, textOf, uniqueTag, useStaffApi, useVisitorApi, type StoredBooking } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * The inbox fits its screen, in Chromium at 1280×800 and 390×844: with a booking open at least 10
 * rows show, each with its whole name and its whole status; every view is there with its count,
 * as a tab or under **More**, and none is cut or off-screen; **Reply** shows **Send reply**, and the
 * booking that opens after sending starts at its newest message.
 */
const chrome = useBrowser();
const api = useStaffApi();
const visitor = useVisitorApi();

// Names of 24 characters, the longest the desk promises to show whole.
const FIRST = ["Priyadarshini", "Venkatalakshmi", "Thiruvengadam", "Annapoorneswari"];
const LONG_WORDS = "We are three sisters hoping for a quiet week together before the youngest moves abroad. ".repeat(6);

let tag: string;
let seeded: StoredBooking[];

beforeAll(async () => {
  tag = uniqueTag("Fit");
  seeded = [];
  for (let i = 0; i < 14; i++) {
    const first = FIRST[i % FIRST.length];
    const last = `${tag.slice(-3)}${String.fromCharCode(65 + i)}${"ramanathan".slice(0, 23 - first.length - 4)}`;
    seeded.push(
      await createEnquiry(visitor.api, enquiry({ firstName: first, lastName: last, email: `fit${i}.${tag.toLowerCase()}@example.com`, phone: `+91 98411 ${String(20000 + i)}`, whyThisTrip: `${LONG_WORDS} Tag ${tag}` })),
    );
  }
  // The longest status word on a row.
  for (const b of seeded.slice(0, 3)) expect((await api.staff.patch(apiPaths.bookingStatus.href(b.id), { data: { status: "cancelled" } })).status()).toBe(200);
});

let context: BrowserContext;
let page: Page;
afterEach(async () => {
  await context?.close();
});

async function openDeskAt(viewport: { width: number; height: number }, query: string): Promise<void> {
  context = await chrome.browser.newContext({ viewport, baseURL: baseURL() });
  context.setDefaultTimeout(15_000);
  page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await openDesk(context, page, query);
}

const views = () => page.getByRole("navigation", { name: "Enquiry views" });
const panel = () => page.getByRole("region", { name: /^Enquiry / });
const openId = () => Number(new URL(page.url()).searchParams.get("id"));

/** Elements whose text does not fit their box (cut or ellipsed), by text. */
const cut = (locator: Locator) => locator.evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth + 0.5).map((el) => el.textContent ?? ""));

/** Whether the element is wholly inside the window. */
async function inView(locator: Locator): Promise<boolean> {
  const box = await locator.boundingBox();
  const size = page.viewportSize()!;
  return !!box && box.y >= 0 && box.y + box.height <= size.height && box.x >= 0 && box.x + box.width <= size.width;
}

/** Every view the nav offers, as tabs and under More, each with its count; More is closed again after. */
async function offeredViews(): Promise<{ tabs: string[]; more: string[]; texts: string[] }> {
  const tabs = await views().locator(":scope > ul > li > a[data-view]").evaluateAll((els) => els.map((el) => el.getAttribute("data-view") ?? ""));
  const texts = await views().locator(":scope > ul > li > a[data-view]").allTextContents();
  const moreButton = views().locator("[data-more-views]");
  if ((await moreButton.count()) === 0) return { tabs, more: [], texts };
  expect(await inView(moreButton)).toBe(true);
  await moreButton.click();
  const list = views().getByRole("list", { name: "More views" });
  await list.waitFor({ state: "visible" });
  const more = await list.locator("a[data-view]").evaluateAll((els) => els.map((el) => el.getAttribute("data-view") ?? ""));
  texts.push(...(await list.locator("a[data-view]").allTextContents()));
  for (const item of await list.locator("a[data-view]").all()) expect(await inView(item)).toBe(true);
  await page.keyboard.press("Escape");
  await list.waitFor({ state: "hidden" });
  return { tabs, more, texts };
}

async function expectEveryViewOffered(): Promise<void> {
  await expect.poll(() => views().locator("a[data-view] span").count()).toBeGreaterThan(0);
  const { tabs, more, texts } = await offeredViews();
  expect([...tabs, ...more].sort()).toEqual([...BOOKING_VIEWS].sort());
  // Each with its count.
  for (const text of texts) expect(text).toMatch(/\d[\d,+]*$/);
  // No tab cut or off the screen, and the row does not run past its nav.
  expect(await cut(views().locator("a[data-view]"))).toEqual([]);
  for (const tab of await views().locator(":scope > ul > li > a[data-view]").all()) expect(await inView(tab)).toBe(true);
  expect(await views().evaluate((nav) => nav.querySelector("ul")!.scrollWidth <= nav.clientWidth + 0.5)).toBe(true);
}

describe.each([
  ["1280", DESKTOP],
  ["390", PHONE],
])("the inbox at %s px", (width, viewport) => {
  const wide = viewport === DESKTOP;

  test("when a booking is open (at 1280) or the list is read (at 390), then at least 10 rows show with whole names and whole statuses", async () => {
    await openDeskAt(viewport, `?view=all&q=${tag}${wide ? `&id=${seeded[5].id}` : ""}`);
    await deskCards(page).first().waitFor({ state: "attached" });
    if (wide) await panel().getByText(/^Enquiry from /).waitFor({ state: "visible" });
    await expect.poll(() => deskCards(page).count()).toBe(14);
    await shot(page, `desk-fit-rows-${width}`);
    if (wide) {
      const boxes = await deskCards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
      expect(boxes.filter((b) => b.top >= 0 && b.bottom <= DESKTOP.height).length).toBeGreaterThanOrEqual(10);
    }
    expect(await cut(deskCards(page).locator("[data-open-booking]"))).toEqual([]);
    const statuses = deskCards(page).getByRole("combobox");
    expect(await cut(statuses.locator(":scope > span"))).toEqual([]);
    for (const b of seeded.slice(0, 3)) {
      const status = deskCards(page).filter({ has: page.locator(`[data-open-booking="${b.id}"]`) }).getByRole("combobox");
      expect(await textOf(status)).toBe("Cancelled");
    }
  });

  test("when the desk opens, with a booking and without, then every view is offered with its count, none cut or off-screen, and one from More opens", async () => {
    await openDeskAt(viewport, `?view=all&q=${tag}`);
    await deskCards(page).first().waitFor({ state: "visible" });
    await expectEveryViewOffered();
    if (wide) {
      await deskCards(page).first().locator("[data-open-booking]").click();
      await panel().getByText(/^Enquiry from /).waitFor({ state: "visible" });
      await expectEveryViewOffered();
    }
    const { more } = await offeredViews();
    if (more.length > 0) {
      const last = more[more.length - 1];
      await views().locator("[data-more-views]").click();
      await views().getByRole("list", { name: "More views" }).locator(`a[data-view="${last}"]`).click();
      await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe(last);
      // The open view is a tab of its own.
      expect(await views().locator(":scope > ul > li > a[aria-current='page']").getAttribute("data-view")).toBe(last);
      await shot(page, `desk-fit-views-${width}`);
    }
    // Wide enough for a second row of tabs nowhere: the views take one row.
    const row = (await views().locator(":scope > ul").boundingBox())!;
    expect(row.height).toBeLessThanOrEqual(48);
  });

  test("when Reply is pressed, then Send reply is in view; after sending, the next booking starts at its newest message", async () => {
    const from = seeded[8];
    await openDeskAt(viewport, `?view=all&q=${tag}&id=${from.id}`);
    const opened = panel();
    await opened.getByText(/^Enquiry from /).waitFor({ state: "visible" });
    // On a phone the list is there, hidden, under the booking's screen.
    const rows = page.locator("[data-desk-list] [data-open-booking]");
    await expect.poll(() => rows.count()).toBe(14);
    const ids = await rows.evaluateAll((els) => els.map((el) => Number(el.getAttribute("data-open-booking"))));
    const next = ids[ids.indexOf(from.id) + 1];

    await page.keyboard.press("r");
    const composer = opened.getByRole("form", { name: "Reply" });
    const box = composer.getByLabel("Message");
    await expect.poll(() => box.evaluate((el) => el === document.activeElement)).toBe(true);
    const send = composer.getByRole("button", { name: "Send reply" });
    expect(await inView(box)).toBe(true);
    expect(await inView(send)).toBe(true);
    await shot(page, `desk-fit-reply-${width}`);

    await box.fill("Dear Priya,\n\nThe quiet week is yours.");
    await send.click();
    await expect.poll(openId).toBe(next);
    const after = page.getByRole("region", { name: `Enquiry ${seeded.find((b) => b.id === next)!.reference}`, exact: true });
    await after.getByText(/^Enquiry from /).waitFor({ state: "visible" });
    const newest = after.locator("[data-message]").last();
    // The newest message starts in sight (its top under the booking's own header), not the notes below it.
    await expect.poll(async () => {
      const m = (await newest.boundingBox())!;
      const header = (await after.locator("[data-booking-header]").boundingBox())!;
      return m.y >= header.y + header.height - 1 && m.y < (page.viewportSize()!.height * 2) / 3;
    }).toBe(true);
    await shot(page, `desk-fit-next-${width}`);
  });
});
