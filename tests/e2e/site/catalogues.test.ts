import type { Page } from "playwright-core";
import { PATHS } from "@shared/routes";
import { retreatCategories } from "@/catalogue/data/retreat-categories";
import { DESKTOP, PHONE, useBrowser } from "../../support/browser";
import { CATALOGUES, allTitles, expectedTitles, type CatalogueCase } from "../../support/pages/catalogues";
import { shotName } from "../../support/pages/routes";
import { expectCleanPage, gotoReady, useWatchedPages, shot, waitForReact } from "../../support/pages/site";

const chrome = useBrowser();

const watch = useWatchedPages(chrome);

/** The titles of the cards in the grid, in order. */
function cardTitles(page: Page): Promise<string[]> {
  return page.locator("main ul[role='list'] > li > article h2").allTextContents();
}

function countLine(page: Page): Promise<string> {
  return page.locator("main p[role='status']").innerText();
}

function search(page: Page) {
  return page.locator("main form[role='search']");
}

/** Waits until the grid shows exactly these titles (and the count line says so, where there is one). */
async function expectView(page: Page, c: CatalogueCase, titles: string[]): Promise<void> {
  await expect.poll(() => cardTitles(page), { timeout: 5000 }).toEqual(titles);
  if (c.count) expect(await countLine(page)).toBe(c.count(titles.length, c.config.items.length));
}

function query(page: Page): string {
  return new URL(page.url()).search;
}

describe.each(CATALOGUES.map((c) => [c.path, c] as const))("catalogue %s", (path, c) => {
  test("when a filter is chosen, then the grid narrows, and a search for nothing shows the empty state until Clear", async () => {
    const w = await watch(DESKTOP);
    await gotoReady(w.page, path);
    const all = allTitles(c);
    await expectView(w.page, c, all);

    const [value] = c.values;
    const narrowed = expectedTitles(c, c.filterKey, value);
    expect(narrowed.length).toBeGreaterThan(0);
    expect(narrowed.length).toBeLessThan(all.length);
    await search(w.page).getByLabel(c.filterLabel, { exact: true }).selectOption(value);
    await expectView(w.page, c, narrowed);
    expect(new URLSearchParams(query(w.page)).get(c.filterKey)).toBe(value);
    // Centred, so the sticky filter bar doesn't cover what the screenshot is for.
    await w.page.locator("main ul[role='list'] > li").first().evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await shot(w.page, `catalogue-${shotName(path)}-filtered-1280`);

    const clear = search(w.page).getByRole("button", { name: c.config.clearLabel ?? "Clear Filters" });
    await clear.click();
    await expectView(w.page, c, all);
    expect(query(w.page)).toBe("");
    expect(await search(w.page).getByLabel(c.filterLabel, { exact: true }).inputValue()).toBe("");

    const box = search(w.page).getByRole("searchbox");
    await box.fill("zzqx no such journey");
    const empty = w.page.getByRole("heading", { level: 2, name: c.empty.title });
    await expect.poll(() => empty.isVisible()).toBe(true);
    if (c.empty.hint) expect(await w.page.getByText(c.empty.hint, { exact: true }).isVisible()).toBe(true);
    expect(await cardTitles(w.page)).toEqual([]);
    if (c.count) expect(await countLine(w.page)).toBe(c.count(0, all.length));
    expect(new URLSearchParams(query(w.page)).get("q")).toBe("zzqx no such journey");
    await empty.evaluate((el) => el.scrollIntoView({ block: "center", behavior: "instant" }));
    await shot(w.page, `catalogue-${shotName(path)}-empty-1280`);

    await clear.click();
    await expectView(w.page, c, all);
    expect(await box.inputValue()).toBe("");
    expect(query(w.page)).toBe("");
    await expectCleanPage(w);
  });

  test("when a filtered view is reloaded and Back is pressed, then the URL restores each view", async () => {
    const w = await watch(DESKTOP);
    await gotoReady(w.page, path);
    const select = search(w.page).getByLabel(c.filterLabel, { exact: true });
    const [first, second] = c.values;
    const firstTitles = expectedTitles(c, c.filterKey, first);
    const secondTitles = expectedTitles(c, c.filterKey, second);
    expect(secondTitles).not.toEqual(firstTitles);

    await select.selectOption(first);
    await expectView(w.page, c, firstTitles);
    const filteredUrl = w.page.url();
    expect(query(w.page)).toBe(`?${new URLSearchParams({ [c.filterKey]: first })}`);

    // The prerendered page hydrates, then applies the query: same view, no hydration warning.
    await w.page.reload({ waitUntil: "load" });
    await waitForReact(w.page);
    await expectView(w.page, c, firstTitles);
    expect(await select.inputValue()).toBe(first);
    expect(w.page.url()).toBe(filteredUrl);

    await select.selectOption(second);
    await expectView(w.page, c, secondTitles);
    await w.page.goBack();
    await expectView(w.page, c, firstTitles);
    expect(w.page.url()).toBe(filteredUrl);
    expect(await select.inputValue()).toBe(first);

    await w.page.goBack();
    await expectView(w.page, c, allTitles(c));
    expect(query(w.page)).toBe("");

    await w.page.goForward();
    await expectView(w.page, c, firstTitles);
    await search(w.page).getByRole("button", { name: c.config.clearLabel ?? "Clear Filters" }).click();
    await expectView(w.page, c, allTitles(c));
    expect(w.page.url().endsWith(path)).toBe(true);
    await expectCleanPage(w);
  });
});

describe("retreats listing", () => {
  test("when the listing opens, then each card names three options and '+N more options' for the rest", async () => {
    const w = await watch(PHONE);
    await gotoReady(w.page, PATHS.retreats);
    const cards = w.page.locator("main ul[role='list'] > li > article");
    expect(await cards.count()).toBe(5);
    for (const category of retreatCategories) {
      const card = cards.filter({ has: w.page.getByRole("heading", { level: 2, name: category.title, exact: true }) });
      const text = await card.innerText();
      for (const option of category.options.slice(0, 3)) expect(text).toContain(option);
      for (const option of category.options.slice(3)) expect(text).not.toContain(option);
      const rest = category.options.length - 3;
      if (rest > 0) expect(text).toContain(`+${rest} more option${rest === 1 ? "" : "s"}`);
      else expect(text).not.toMatch(/more option/);
    }
    // At least one family has more than three options, so the line is really shown somewhere.
    expect(retreatCategories.some((c) => c.options.length > 3)).toBe(true);
    await shot(w.page, "retreats-listing-390", true);
    await expectCleanPage(w);
  });

  test("when category and duration filters are combined, then only the matching families remain", async () => {
    const w = await watch(PHONE);
    await gotoReady(w.page, PATHS.retreats);
    const form = search(w.page);
    await form.getByLabel("Duration", { exact: true }).selectOption("5-7");
    // Career retreats run 10-12 days, so a 5-7 day search leaves them out.
    await expect.poll(() => cardTitles(w.page)).toEqual([
      "We Women Retreat",
      "Sapphic Retreats",
      "Queer & Inclusive Retreats",
      "Family Reconnection Retreats",
    ]);
    await form.getByLabel("Category", { exact: true }).selectOption("family");
    await expect.poll(() => cardTitles(w.page)).toEqual(["Family Reconnection Retreats"]);
    expect(Object.fromEntries(new URLSearchParams(query(w.page)))).toEqual({ duration: "5-7", category: "family" });
    await shot(w.page, "retreats-two-filters-390");

    await form.getByLabel("Category", { exact: true }).selectOption("career");
    await expect.poll(() => w.page.getByRole("heading", { level: 2, name: "No retreats found" }).isVisible()).toBe(true);
    expect(await w.page.getByText("Try adjusting your search criteria").isVisible()).toBe(true);
    await form.getByRole("button", { name: "Clear Filters" }).click();
    await expect.poll(() => cardTitles(w.page)).toHaveLength(5);
    expect(query(w.page)).toBe("");
    await expectCleanPage(w);
  });
});

describe("earn while you travel", () => {
  test("when the work type is Teaching, then the count line and cards show the two teaching programmes", async () => {
    const w = await watch(PHONE);
    await gotoReady(w.page, PATHS.earnWhileTravel);
    expect(await countLine(w.page)).toBe("Showing 8 earn while you travel opportunities");
    const workType = search(w.page).getByLabel("Work type", { exact: true });
    expect((await workType.locator("option").allTextContents()).map((t) => t.trim())).toEqual([
      "All Work Types",
      "Teaching",
      "Hospitality",
      "NGO Projects",
      "Freelancing",
      "Cultural Exchange",
    ]);
    await workType.selectOption("Teaching");
    await expect.poll(() => countLine(w.page)).toBe("Showing 2 earn while you travel opportunities");
    expect(await cardTitles(w.page)).toEqual(["Teach English in Hanoi", "Teach Yoga & Wellness on Koh Samui"]);
    const card = w.page.locator("main ul[role='list'] > li > article").first();
    const text = await card.innerText();
    expect(text).toMatch(/Earning potential/);
    expect(text).toMatch(/\+ more/);
    expect(await card.getByRole("button", { name: "Book Earn While You Travel" }).isVisible()).toBe(true);
    await shot(w.page, "earn-teaching-390", true);

    await search(w.page).getByRole("searchbox").fill("hanoi");
    await expect.poll(() => countLine(w.page)).toBe("Showing 1 earn while you travel opportunities");
    expect(Object.fromEntries(new URLSearchParams(query(w.page)))).toEqual({ q: "hanoi", workType: "Teaching" });
    await expectCleanPage(w);
  });
});
