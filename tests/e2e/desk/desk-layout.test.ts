import type { BrowserContext, Locator, Page } from "playwright-core";
import { DESKTOP, PHONE, useBrowser, openPage } from "../../support/browser";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { anonymousApi, createEnquiry, deskCards, enquiry, shot, staffUser, uniqueTag, type StoredBooking } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/** The desk as an agent works it: 18 new enquiries, at 1280×800 and on a 390 px phone. */
const chrome = useBrowser();
const SEEDED = 18;

let tag: string;
let seeded: StoredBooking[];

beforeAll(async () => {
  tag = uniqueTag("Layout");
  const api = await anonymousApi();
  seeded = [];
  for (let i = 0; i < SEEDED; i++) {
    seeded.push(
      await createEnquiry(
        api,
        enquiry({
          firstName: `Guest${String(i).padStart(2, "0")}`,
          lastName: `Layout ${tag}`,
          email: `guest${i}.${tag.toLowerCase()}@example.com`,
          phone: `+91 98765 ${String(43210 + i)}`,
          specialRequests: i % 3 === 0 ? "A ground-floor room near the garden, vegetarian meals, and an airport pick-up late at night, please." : null,
        }),
      ),
    );
  }
  await api.dispose();
});

let context: BrowserContext;
let page: Page;

async function openDesk(viewport: { width: number; height: number }, query = ""): Promise<void> {
  ({ context, page } = await openPage(chrome.browser, viewport));
  context.setDefaultTimeout(10_000);
  await page.emulateMedia({ reducedMotion: "reduce" });
  const res = await context.request.post(apiPaths.login.href(), { data: staffUser() });
  expect(res.status()).toBe(200);
  await page.goto(`/admin/bookings${query}`);
  await deskCards(page).first().waitFor({ state: "visible" });
}

afterEach(async () => {
  await context?.close();
});

const views = (page: Page) => page.getByRole("navigation", { name: "Enquiry views" });
const rowOf = (page: Page, b: StoredBooking) => page.getByRole("article", { name: `${b.firstName} ${b.lastName}`, exact: true });
const openButton = (row: Locator) => row.locator("[data-open-booking]");
const bookingScreen = (page: Page, b: StoredBooking) => page.getByRole("region", { name: `Enquiry ${b.reference}` });

/** Rows wholly inside the window, as the eye sees them without scrolling. */
async function rowsFullyVisible(page: Page, height: number): Promise<number> {
  const boxes = await deskCards(page).evaluateAll((els) => els.map((el) => el.getBoundingClientRect()).map((r) => ({ top: r.top, bottom: r.bottom })));
  return boxes.filter((b) => b.top >= 0 && b.bottom <= height).length;
}

/** Each view tab whose text is wider than its box (a cut word), by name. */
async function cutTabs(page: Page): Promise<string[]> {
  return views(page)
    .getByRole("link")
    .evaluateAll((els) => els.filter((el) => el.scrollWidth > el.clientWidth).map((el) => el.textContent ?? ""));
}

describe("the desk at 1280×800", () => {
  test("when staff open the desk, then it opens on Needs reply, shows at least 8 two-line rows without scrolling, and the tabs are whole", async () => {
    await openDesk(DESKTOP);
    await expect.poll(() => new URL(page.url()).searchParams.get("view")).toBe("needs-reply");
    const current = views(page).locator("[aria-current='page']");
    expect(await current.count()).toBe(1);
    expect(await current.textContent()).toMatch(/^Needs reply\d+$/);
    // The status filter is a control of its own, not a second row of chips.
    expect(await page.getByRole("combobox", { name: "Filter by status" }).count()).toBe(1);
    expect(await page.getByRole("group", { name: "Filter by status" }).count()).toBe(0);

    await shot(page, "desk-layout-list-1280");
    expect(await rowsFullyVisible(page, DESKTOP.height)).toBeGreaterThanOrEqual(8);
    // Two lines at most: a row is no taller than two lines of text and its padding.
    const heights = await deskCards(page).evaluateAll((els) => els.slice(0, 8).map((el) => el.getBoundingClientRect().height));
    for (const h of heights) expect(h).toBeLessThanOrEqual(72);
    expect(await cutTabs(page)).toEqual([]);
    await expectNoAxeFindings(page, "desk list @1280");
  });

  test("when a row is opened with the keyboard, then the panel beside the list links and copies the e-mail and phone", async () => {
    await openDesk(DESKTOP, `?q=${tag}`);
    await context.grantPermissions(["clipboard-read", "clipboard-write"]);
    await expect.poll(() => deskCards(page).count()).toBe(SEEDED);
    // The first two rows, in the order the view lists them.
    const ids = await deskCards(page).evaluateAll((els) => els.slice(0, 2).map((el) => Number(el.querySelector("[data-open-booking]")?.getAttribute("data-open-booking"))));
    const [first, second] = ids.map((id) => seeded.find((b) => b.id === id)!);
    await openButton(rowOf(page, first)).focus();
    await page.keyboard.press("ArrowDown");
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-open-booking"))).toBe(String(second.id));
    await page.keyboard.press("Enter");

    const panel = bookingScreen(page, second);
    await panel.waitFor({ state: "visible" });
    // Beside the list, not under it.
    const [listBox, panelBox] = [await deskCards(page).first().boundingBox(), await panel.boundingBox()];
    expect(panelBox!.x).toBeGreaterThan(listBox!.x + listBox!.width - 1);
    expect(await rowOf(page, second).getAttribute("aria-current")).toBe("true");

    const contact = panel.getByRole("list", { name: "Contact" });
    expect(await contact.getByRole("link", { name: second.email }).getAttribute("href")).toBe(`mailto:${second.email}`);
    expect(await contact.getByRole("link", { name: second.phone }).getAttribute("href")).toBe(`tel:${second.phone.replace(/\s/g, "")}`);

    await contact.getByRole("button", { name: "Copy e-mail" }).click();
    await expect.poll(() => contact.getByRole("status").filter({ hasText: "Copied" }).count()).toBe(1);
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(second.email);
    await contact.getByRole("button", { name: "Copy phone" }).click();
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(second.phone);
    await shot(page, "desk-layout-open-1280");
    await expectNoAxeFindings(page, "desk open booking @1280");

    // Close puts the focus back on the row that opened it.
    await panel.getByRole("button", { name: "Close details" }).click();
    await expect.poll(() => page.evaluate(() => document.activeElement?.getAttribute("data-open-booking"))).toBe(String(second.id));
  });
});

describe("the desk on a 390 px phone", () => {
  test("when a booking is opened, then it is a screen at the top whose Back returns to the same row, in view and focused", async () => {
    await openDesk(PHONE, `?q=${tag}`);
    await expect.poll(() => deskCards(page).count()).toBe(SEEDED);
    expect(await cutTabs(page)).toEqual([]);
    // Every tab is reachable: the row scrolls sideways within the page, which itself does not.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    await shot(page, "desk-layout-list-390");
    await expectNoAxeFindings(page, "desk list @390");

    const target = seeded[SEEDED - 10];
    const row = rowOf(page, target);
    await row.scrollIntoViewIfNeeded();
    await page.evaluate(() => window.scrollBy(0, -200));
    const rowTop = (await row.boundingBox())!.y;
    const scrollY = await page.evaluate(() => window.scrollY);
    expect(scrollY).toBeGreaterThan(500);

    await openButton(row).click();
    const screen = bookingScreen(page, target);
    await screen.waitFor({ state: "visible" });
    const back = page.getByRole("button", { name: "Back", exact: true });
    await expect.poll(async () => Math.round((await back.boundingBox())?.y ?? -1)).toBeLessThan(40);
    expect((await back.boundingBox())!.y).toBeGreaterThanOrEqual(0);
    expect(await deskCards(page).first().isVisible()).toBe(false);
    // Every action fits the width, with a 44 px target.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(PHONE.width);
    const small = await page.locator("[data-booking-screen]").evaluate((root) =>
      Array.from(root.querySelectorAll<HTMLElement>("button, select, [role='combobox'], [role='radio'], a[href^='mailto'], a[href^='tel']"))
        .filter((el) => el.getClientRects().length > 0)
        .map((el) => ({ el, r: el.getBoundingClientRect() }))
        .filter(({ r }) => r.height < 44 || r.right > window.innerWidth + 0.5)
        .map(({ el, r }) => `${el.outerHTML.slice(0, 80)} ${Math.round(r.width)}×${Math.round(r.height)} right ${Math.round(r.right)}`),
    );
    expect(small).toEqual([]);
    await shot(page, "desk-layout-screen-390");
    await expectNoAxeFindings(page, "desk booking screen @390");

    await back.click();
    await openButton(row).waitFor({ state: "visible" });
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
    expect(Math.abs((await row.boundingBox())!.y - rowTop)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-open-booking"))).toBe(String(target.id));
    expect(new URL(page.url()).searchParams.get("id")).toBeNull();
  });

  test("when the browser's Back closes the booking, then the list is where it was", async () => {
    await openDesk(PHONE, `?q=${tag}`);
    await expect.poll(() => deskCards(page).count()).toBe(SEEDED);
    const target = seeded[SEEDED - 12];
    const row = rowOf(page, target);
    await row.scrollIntoViewIfNeeded();
    const scrollY = await page.evaluate(() => window.scrollY);
    await openButton(row).click();
    await bookingScreen(page, target).waitFor({ state: "visible" });
    await page.goBack();
    await openButton(row).waitFor({ state: "visible" });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollY - 3);
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollY)).toBeLessThanOrEqual(2);
    expect(await page.evaluate(() => document.activeElement?.getAttribute("data-open-booking"))).toBe(String(target.id));
  });
});
