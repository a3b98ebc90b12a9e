import type { Page } from "playwright-core";
import { addDays, formatRupees, todayIn } from "@shared/money";
import { departureDatesText } from "@shared/departures";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { useOwnServer } from "../../support/own-server";
import { expectNoAxeFindings } from "../../support/pages/axe";
import { enquiry, shot, textOf } from "../../support/pages/journey";
import { apiPaths } from "@shared/api-paths";

/**
 * The desk's Departures tab in Chromium at 1280×800 and 390×844, against a server of its own: staff
 * add a departure (the same day twice is refused beside the start date), find it by programme,
 * open it onto its bookings, and close it; nothing spills out of the window.
 */
const chrome = useBrowser();
const ADMIN = { username: "departures-admin", password: "departures-admin-password-1" };
const own = useOwnServer("departures", ADMIN, { staffApi: true });
const POLL = { timeout: 15_000 };
const today = () => todayIn("Asia/Kolkata", new Date());

async function departuresAt(viewport: typeof DESKTOP): Promise<Page> {
  const context = await own.context(chrome.browser, { viewport }, true);
  const page = await context.newPage();
  await page.emulateMedia({ reducedMotion: "reduce" });
  await page.goto("/admin/bookings?tab=departures");
  await page.getByRole("heading", { name: "Departures", level: 2 }).waitFor();
  return page;
}

/** Whether the page is wider than its window (something spills out sideways). */
const spills = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > document.documentElement.clientWidth + 1);

describe("the desk's Departures tab", () => {
  it.each([
    ["1280", DESKTOP, "Creative Bloom", 40],
    ["390", PHONE, "Purpose Path", 50],
  ] as const)("at %s px, staff add a departure, see it listed, open it onto its bookings and close it", async (width, viewport, programme, daysAhead) => {
    const page = await departuresAt(viewport);
    // With one more section, the desk's sections still fit one line beside the heading on a laptop.
    if (viewport === DESKTOP) {
      const tabs = page.getByRole("tablist", { name: "Desk sections" });
      const tabTops = await tabs.getByRole("tab").evaluateAll((els) => els.map((el) => Math.round(el.getBoundingClientRect().top)));
      const room = await tabs.evaluate((el) => `${el.scrollWidth} of ${el.parentElement!.clientWidth} px`);
      expect(new Set(tabTops).size, `tab tops ${tabTops.join(", ")}; tabs ${room}`).toBe(1);
    }
    const start = addDays(today(), daysAhead);
    const end = addDays(start, 5);
    const dates = departureDatesText(start, end);

    const add = async () => {
      await page.getByRole("button", { name: "Add departure" }).click();
      const form = page.getByRole("form", { name: "Add departure" });
      await form.getByLabel("Programme").selectOption(programme);
      await form.getByLabel("Start date", { exact: true }).fill(start);
      await form.getByLabel("End date", { exact: true }).fill(end);
      await form.getByLabel("Price per person (₹)").fill("58,000");
      await form.getByLabel("Places", { exact: true }).fill("12");
      await form.getByRole("button", { name: "Add departure" }).click();
      return form;
    };

    // An empty form is refused beside its fields before anything is sent.
    await page.getByRole("button", { name: "Add departure" }).click();
    const empty = page.getByRole("form", { name: "Add departure" });
    await empty.getByRole("button", { name: "Add departure" }).click();
    await expect.poll(() => textOf(empty), POLL).toContain("Must be a whole number of places");
    await shot(page, `departures-form-${width}`);
    await empty.getByRole("button", { name: "Cancel" }).click();
    await empty.waitFor({ state: "detached" });

    await (await add()).waitFor({ state: "detached" });
    await page.getByLabel("Programme").selectOption(programme);
    const card = page.locator("[data-departure-list] tr[data-departure]").filter({ has: page.getByRole("button", { name: `${programme}, ${dates}`, exact: true }) });
    await card.waitFor();
    expect(await textOf(card)).toContain("₹58,000");
    const bar = card.getByRole("progressbar", { name: `How full: ${programme}, ${dates}` });
    expect(await bar.getAttribute("aria-valuetext")).toBe("0 of 12 places taken (0 %)");

    // The same programme on the same day again: the server's 409, said beside the start date.
    const again = await add();
    await expect.poll(() => textOf(again), POLL).toContain("A departure of this programme already starts that day");
    await again.getByRole("button", { name: "Cancel" }).click();
    await again.waitFor({ state: "detached" });

    // A visitor's enquiry names it: opening the departure lists it, linked to the Enquiries tab.
    const id = Number(await card.getAttribute("data-departure"));
    const sent = await own.visitor.post(apiPaths.enquiries.href(), { data: { ...enquiry({ email: `departure-${width}@example.com` }), departureId: id, groupSize: 2 } });
    expect(sent.status(), await sent.text()).toBe(201);
    const reference = ((await sent.json()) as { reference: string }).reference;
    await page.reload();
    await card.waitFor();
    await card.getByRole("button", { name: `${programme}, ${dates}`, exact: true }).click();
    const bookings = page.getByRole("region", { name: `Bookings of ${programme}, ${dates}` });
    const link = bookings.locator(`[data-departure-booking="${reference}"] a`);
    await link.waitFor();
    expect(await textOf(bookings.locator('[data-stage="enquiry"]'))).toContain(reference);
    expect(await spills(page)).toBe(false);
    await shot(page, `departures-list-${width}`, true);
    await expectNoAxeFindings(page, `departures at ${width} px`);

    // Close departure (under More): asked first, then the row says Closed.
    await card.getByRole("button", { name: `More for ${programme}, ${dates}` }).click();
    await page.getByRole("button", { name: "Close departure" }).click();
    const confirm = page.getByRole("dialog", { name: "Close departure?" });
    await confirm.getByRole("button", { name: "Close departure" }).click();
    await confirm.waitFor({ state: "detached" });
    await expect.poll(() => textOf(card), POLL).toContain("Closed");
    await card.getByRole("button", { name: `More for ${programme}, ${dates}` }).click();
    expect(await page.getByRole("button", { name: "Open departure" }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await shot(page, `departures-closed-${width}`);

    // The booking's link opens it in the Enquiries tab, which shows its departure.
    await link.click();
    await page.locator("[data-booking-departure]").waitFor();
    expect(await textOf(page.locator("[data-booking-departure]"))).toContain(`${programme}, ${dates}`);
    expect(await textOf(page.locator("[data-booking-departure]"))).toContain("Closed: no new enquiries or quotes");
    await page.locator("[data-booking-departure]").scrollIntoViewIfNeeded();
    await shot(page, `departures-booking-${width}`);
    expect(new URL(page.url()).searchParams.get("tab")).toBeNull();
  });
});

describe("a season in the Departures tab", () => {
  const LONG = ["Thailand Work & Island Paradise: Chiang Mai & Koh Phangan", "Mexico Work-Life Balance: Mexico City & Oaxaca", "Estonia e-Residency & Digital Society"];
  const season = Array.from({ length: 12 }, (_, i) => {
    const startDate = addDays(today(), 120 + i * 9);
    return { programme: LONG[i % 3], startDate, endDate: addDays(startDate, 14), pricePerPerson: 185_000 + i * 1_000, places: 16, note: "Villa held until the deposit" };
  });
  const rows = (page: Page) => page.locator("[data-departure-list] tr[data-departure]");

  beforeAll(async () => {
    for (const d of season) {
      const res = await own.staff.post(apiPaths.adminDepartures.href(), { data: d });
      expect(res.status(), await res.text()).toBe(201);
    }
  });

  it("at 1280×800 fits a row each, ten or more on a screen; Duplicate copies one onto a new start; a new one's end and price come from its programme", async () => {
    const page = await departuresAt(DESKTOP);
    await expect.poll(() => rows(page).count(), POLL).toBeGreaterThanOrEqual(season.length);
    const visible = await rows(page).evaluateAll((els) => els.filter((el) => el.getBoundingClientRect().bottom <= window.innerHeight).length);
    console.log(`Departures tab at 1280×800: ${visible} departures in view`);
    await shot(page, "departures-season-1280");
    expect(visible).toBeGreaterThanOrEqual(10);
    expect(await spills(page)).toBe(false);

    // Duplicate: the copy keeps price, places and note, its end moves with the new start.
    const source = season[0];
    const sourceName = `${source.programme}, ${departureDatesText(source.startDate, source.endDate)}`;
    await page.getByRole("button", { name: `Duplicate ${sourceName}`, exact: true }).click();
    const copy = page.getByRole("form", { name: "Duplicate departure" });
    const start = addDays(source.startDate, 3);
    await copy.getByLabel("Start date", { exact: true }).fill(start);
    expect(await copy.getByLabel("End date", { exact: true }).inputValue()).toBe(addDays(start, 14));
    expect(await copy.getByLabel("Price per person (₹)").inputValue()).toBe(String(source.pricePerPerson));
    expect(await copy.getByLabel("Places", { exact: true }).inputValue()).toBe("16");
    await shot(page, "departures-duplicate-1280");
    await copy.getByRole("button", { name: "Add departure" }).click();
    await copy.waitFor({ state: "detached" });
    const copied = rows(page).filter({ has: page.getByRole("button", { name: `${source.programme}, ${departureDatesText(start, addDays(start, 14))}`, exact: true }) });
    await copied.waitFor();
    expect(await textOf(copied)).toContain(formatRupees(source.pricePerPerson));

    // Add departure: the end follows the programme's length ("15 Days"), the price its last departure's.
    await page.getByRole("button", { name: "Add departure" }).click();
    const form = page.getByRole("form", { name: "Add departure" });
    const fresh = addDays(today(), 300);
    await form.getByLabel("Start date", { exact: true }).fill(fresh);
    await form.getByLabel("Programme").selectOption(LONG[0]);
    await expect.poll(() => form.getByLabel("End date", { exact: true }).inputValue(), POLL).toBe(addDays(fresh, 14));
    const last = season.filter((d) => d.programme === LONG[0]).at(-1)!;
    await expect.poll(() => form.getByLabel("Price per person (₹)").inputValue(), POLL).toBe(String(last.pricePerPerson));
    expect(await textOf(form)).toContain(`The programme's last price: ${formatRupees(last.pricePerPerson)}`);
    await shot(page, "departures-add-filled-1280");
  });

  it("at 390 px scrolls the table sideways with the programme kept in view, and an opened departure's bookings stay as wide as the window", async () => {
    const page = await departuresAt(PHONE);
    await expect.poll(() => rows(page).count(), POLL).toBeGreaterThanOrEqual(season.length);
    await shot(page, "departures-season-390");
    expect(await spills(page)).toBe(false);
    const scroller = page.locator("[data-departure-scroller]");
    const first = rows(page).first().locator("th");
    const before = (await first.boundingBox())!.x;
    await scroller.evaluate((el) => el.scrollTo({ left: el.scrollWidth }));
    expect(Math.round((await first.boundingBox())!.x)).toBe(Math.round(before));
    await shot(page, "departures-season-390-scrolled");
    await scroller.evaluate((el) => el.scrollTo({ left: 0 }));
    await rows(page).first().locator("th button").click();
    const opened = page.locator("[data-departure-opened] > td > div");
    await opened.waitFor();
    expect((await opened.boundingBox())!.width).toBeLessThanOrEqual(390);
    expect(await spills(page)).toBe(false);
    await shot(page, "departures-opened-390");
  });
});
